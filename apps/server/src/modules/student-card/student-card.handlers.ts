import { studentCardEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { StudentCardService } from './student-card.service.js';

export const studentCardHandlers = (cards: StudentCardService) =>
  handlersFor(studentCardEndpoints, {
    getStudentCardList: (input, { db }) => cards.list(db, input),
    getStudentCardByCardNo: (input, { db }) => cards.owner(db, input.cardNo),
    getCardStatus: (input, { db }) => cards.status(db, input.cardNo),
    isRelatedByPhone: (input, { db }) => cards.relatedByPhone(db, input),
    bindCard: (input, { db, session }) => cards.bind(db, session, input),
    addCardUser: (input, { db, session }) => cards.addCardUser(db, session, input),
    unBindCard: (input, { db, session }) => cards.unbind(db, session, input.cardId),
    unBindCardByCardNo: (input, { db, session }) => cards.unbindNumber(db, session, input.cardNo),
    resetCard: (input, { db, session }) => cards.reset(db, session, input),
    batchBindCard: (input, { db, session }) => cards.batchBind(db, session, input),
    getPayListForApplyCard: (input, { db }) => cards.applications(db, input),
    setIssuedForApplyCard: (input, { db, session }) => cards.setIssued(db, session, input),
  });

import { teacherCardEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeacherCardService } from './teacher-card.service.js';

export const teacherCardHandlers = (cards: TeacherCardService) =>
  handlersFor(teacherCardEndpoints, {
    getTeacherCardList: (input, { db }) => cards.list(db, input),
    getTeacherCardByCardNo: (input, { db }) => cards.byNumber(db, input.cardNo),
    bindTeacherCard: (input, { db }) => cards.bind(db, input),
    unBindTeacherCard: (input, { db }) => cards.unbind(db, input.teacherId),
    resetTeacherCard: (input, { db }) => cards.reset(db, input),
  });

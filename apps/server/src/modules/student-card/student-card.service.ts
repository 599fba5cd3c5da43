import { type AddCardUserInput, StudentCardStatus, studentCardStatusLabel, StudentStatus } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds, findChild } from '../child/index.js';
import { isWithin } from '../child/index.js';
import type { GuardianService } from '../child/index.js';
import { findClass } from '../class-group/index.js';
import * as repository from './student-card.repository.js';

export interface BindRequest {
  studentId: number;
  phone: string;
  cardNo: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** The first instant of a school day (China, UTC+8, no daylight saving) as an ISO time. */
const dayStart = (date: string, addDays = 0) => new Date(Date.parse(`${date}T00:00:00+08:00`) + addDays * DAY_MS).toISOString();

/**
 * Pickup cards (接送卡). A card is issued for a child to one of its guardians or authorised pick-up
 * people; a card number belongs to one person at a time (the same person, known by phone, may hold
 * it for several children, such as siblings). A cancelled card stays as the record of its holder.
 */
export function studentCardService(deps: { clock: Clock; guardians: GuardianService }) {
  const today = () => schoolDate(deps.clock.now());
  const stamp = (session: SessionIdentity) => ({ at: iso(deps.clock.now()), teacherId: session.teacherId });

  /** Checks every request, then binds them all: each to the child's guardian or valid pick-up person with the phone. */
  async function bindCards(db: SchoolDb, session: SessionIdentity, requests: BindRequest[], inClass?: { classId: number; className: string }) {
    const childIds = [...new Set(requests.map((request) => request.studentId))];
    const children = new Map((await childrenByIds(db, childIds)).map((child) => [child.id, child]));
    const holders = await repository.holdersOfChildren(db, childIds);
    const date = today();
    const cards = requests.map((request) => {
      const child = children.get(request.studentId);
      if (!child) throw notFound('幼儿');
      if (child.status !== StudentStatus.IN_SCHOOL) throw invalidParams(`${child.name}已不在园，不能发卡`);
      if (inClass && child.classId !== inClass.classId) throw invalidParams(`${child.name}不在${inClass.className}`);
      const holder = holders.find((candidate) => candidate.childId === child.id && candidate.phone === request.phone);
      if (!holder) throw invalidParams(`${request.phone}不是${child.name}的家长或接送人，请先添加接送人`);
      if (!isWithin(date, holder.validFrom, holder.validTo)) throw invalidParams(`接送人${holder.holderName}不在授权有效期内`);
      return { childId: child.id, holderType: holder.holderType, holderId: holder.holderId, cardNo: request.cardNo, phone: request.phone, who: `${holder.holderName}（${child.name}）` };
    });
    const keys = cards.map(repository.holderKey);
    const twice = cards.find((_card, index) => keys.indexOf(keys[index]!) !== index);
    if (twice) throw invalidParams(`${twice.who}在本次发卡中出现了两次`);
    const shared = cards.find((card) => cards.some((other) => other.cardNo === card.cardNo && other.phone !== card.phone));
    if (shared) throw invalidParams(`卡号${shared.cardNo}在本次发卡中发给了两个人`);
    const held = await repository.activeCardsOfHolders(db, childIds);
    const holding = cards.find((card) => held.has(repository.holderKey(card)));
    if (holding) throw invalidParams(`${holding.who}已持有接送卡${held.get(repository.holderKey(holding))}，请先解绑或补卡`);
    const taken = await repository.activeCardsNumbered(db, [...new Set(cards.map((card) => card.cardNo))]);
    for (const card of cards) {
      const owner = taken.find((active) => active.cardNo === card.cardNo && active.phone !== card.phone);
      if (owner) throw invalidParams(`卡号${card.cardNo}已发给${owner.holderName}（${owner.studentName}），请先解绑`);
    }
    return repository.insertCards(db, cards, stamp(session));
  }

  async function activeCard(db: SchoolDb, cardId: number) {
    const card = await repository.findCard(db, cardId);
    if (!card) throw notFound('接送卡');
    if (card.status !== StudentCardStatus.NORMAL) throw invalidParams(`卡号${card.cardNo}已注销`);
    return card;
  }

  async function statusOf(db: SchoolDb, cardNo: string, active: unknown[]) {
    if (active.length > 0) return StudentCardStatus.NORMAL;
    return (await repository.cardNumberWasIssued(db, cardNo)) ? StudentCardStatus.CANCELLED : StudentCardStatus.NOT_ISSUED;
  }

  return {
    async list(db: SchoolDb, input: repository.CardListFilter & { pageIndex: number; pageSize: number }) {
      const [list, total] = await Promise.all([
        repository.listCardRows(db, input, rowsOfPage(input)),
        repository.countCardRows(db, input),
      ]);
      return { list, total };
    },

    /** What the card machine needs of a swipe: who holds the card and which children they may collect today. */
    async owner(db: SchoolDb, cardNo: string) {
      const cards = await repository.activeCardsNumbered(db, [cardNo]);
      const status = await statusOf(db, cardNo, cards);
      const [first] = cards;
      const date = today();
      return {
        cardNo,
        status,
        holderType: first?.holderType ?? null,
        holderName: first?.holderName ?? null,
        phone: first?.phone ?? null,
        photoUrl: first?.photoUrl ?? null,
        children: cards.map((card) => ({
          studentId: card.childId,
          studentName: card.studentName,
          className: card.className,
          relationType: card.relationType,
          relationName: card.relationName,
          canPickUp: card.childInSchool && card.stillRelated && isWithin(date, card.validFrom, card.validTo),
        })),
      };
    },

    async status(db: SchoolDb, cardNo: string) {
      const status = await statusOf(db, cardNo, await repository.activeCardsNumbered(db, [cardNo]));
      return { cardNo, status, statusName: studentCardStatusLabel[status]! };
    },

    async relatedByPhone(db: SchoolDb, input: { studentId: number; phone: string }) {
      if (!(await findChild(db, input.studentId))) throw notFound('幼儿');
      const holder = (await repository.holdersOfChildren(db, [input.studentId])).find((candidate) => candidate.phone === input.phone);
      return {
        isRelated: Boolean(holder),
        holderType: holder?.holderType ?? null,
        holderId: holder?.holderId ?? null,
        name: holder?.holderName ?? null,
        relationType: holder?.relationType ?? null,
        isValid: holder ? isWithin(today(), holder.validFrom, holder.validTo) : false,
      };
    },

    async bind(db: SchoolDb, session: SessionIdentity, input: BindRequest) {
      const [cardId] = await bindCards(db, session, [input]);
      return { cardId: cardId! };
    },

    /** A new pick-up person and their card, together or not at all. */
    async addCardUser(db: SchoolDb, session: SessionIdentity, input: AddCardUserInput) {
      return inTransaction(db, async (trx) => {
        await deps.guardians.addPickUpPerson(trx, input);
        const [cardId] = await bindCards(trx, session, [input]);
        return { cardId: cardId! };
      });
    },

    async unbind(db: SchoolDb, session: SessionIdentity, cardId: number) {
      const card = await activeCard(db, cardId);
      await repository.cancelCards(db, [card.cardId], stamp(session));
      return { cardId: card.cardId };
    },

    async unbindNumber(db: SchoolDb, session: SessionIdentity, cardNo: string) {
      const cards = await repository.activeCardsNumbered(db, [cardNo]);
      if (cards.length === 0) throw invalidParams(`卡号${cardNo}没有绑定`);
      await repository.cancelCards(db, cards.map((card) => card.cardId), stamp(session));
      return { count: cards.length };
    },

    /** 补卡: the old card stops and the same holder gets the new number. */
    async reset(db: SchoolDb, session: SessionIdentity, input: { cardId: number; newCardNo: string }) {
      const card = await activeCard(db, input.cardId);
      if (card.cardNo === input.newCardNo) throw invalidParams('新卡号与原卡号相同');
      return inTransaction(db, async (trx) => {
        await repository.cancelCards(trx, [card.cardId], stamp(session));
        const [cardId] = await bindCards(trx, session, [{ studentId: card.childId, phone: card.phone, cardNo: input.newCardNo }]);
        return { cardId: cardId! };
      });
    },

    async batchBind(db: SchoolDb, session: SessionIdentity, input: { classId: number; cards: BindRequest[] }) {
      const schoolClass = await findClass(db, input.classId);
      if (!schoolClass) throw notFound('班级');
      const ids = await bindCards(db, session, input.cards, schoolClass);
      return { count: ids.length };
    },

    async applications(db: SchoolDb, input: Omit<repository.ApplicationFilter, 'paidFrom' | 'paidBefore'> & { startDate?: string | undefined; endDate?: string | undefined; pageIndex: number; pageSize: number }) {
      const filter = {
        ...input,
        paidFrom: input.startDate && dayStart(input.startDate),
        paidBefore: input.endDate && dayStart(input.endDate, 1),
      };
      const [rows, total] = await Promise.all([
        repository.listApplications(db, filter, rowsOfPage(input)),
        repository.countApplications(db, filter),
      ]);
      const list = rows.map(({ amountFen, ...row }) => ({ ...row, amount: amountFen / 100, isIssued: row.issuedAt !== null }));
      return { list, total };
    },

    /** Marks a paid application issued; a card number given is bound to the applicant in the same step. */
    async setIssued(db: SchoolDb, session: SessionIdentity, input: { applyId: number; cardNo?: string | undefined }) {
      const application = await repository.findApplication(db, input.applyId);
      if (!application) throw notFound('办卡申请');
      if (application.issuedAt) throw invalidParams('该申请已发卡');
      await inTransaction(db, async (trx) => {
        if (input.cardNo) await bindCards(trx, session, [{ studentId: application.childId, phone: application.applicantPhone, cardNo: input.cardNo }]);
        await repository.markIssued(trx, application.id, { issuedAt: iso(deps.clock.now()), issuedBy: session.teacherId, cardNo: input.cardNo ?? null });
      });
      return { applyId: application.id };
    },
  };
}

export type StudentCardService = ReturnType<typeof studentCardService>;

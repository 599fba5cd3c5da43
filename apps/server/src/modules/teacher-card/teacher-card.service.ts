import { TeacherCardStatus, teacherCardStatusLabel, TeacherStatus } from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { isUniqueViolation } from '../../core/constraint-errors.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { cancelActiveCard, findTeacher } from '../teacher/index.js';
import * as repository from './teacher-card.repository.js';
import type { CardFilter } from './teacher-card.repository.js';

type Card = { cardNo: string; status: number; boundAt: string; cancelledAt: string | null };

/** What the list shows for a teacher: their working card, else the latest cancelled one, else 未发卡. */
function cardState(card: Card | undefined) {
  const status = card?.status ?? TeacherCardStatus.NOT_ISSUED;
  return {
    cardNo: card?.cardNo ?? null,
    status,
    statusName: teacherCardStatusLabel[status]!,
    changedAt: card ? (card.cancelledAt ?? card.boundAt) : null,
  };
}

export function teacherCardService(deps: { clock: Clock }) {
  const now = () => iso(deps.clock.now());

  async function workingTeacher(db: SchoolDb, teacherId: number) {
    const teacher = await findTeacher(db, teacherId);
    if (!teacher) throw notFound('教职工');
    if (teacher.status === TeacherStatus.LEFT) throw notAllowed(`「${teacher.teacherName}」已离职，不能发卡`);
    return teacher;
  }

  /** One card, one person: a number working for someone else is refused. */
  async function assertNumberFree(db: SchoolDb, cardNo: string) {
    const holder = await repository.activeHolderOfNumber(db, cardNo);
    if (holder) throw invalidParams(`卡号${cardNo}已绑定给「${holder.teacherName}」，请先解绑`, 'cardNo');
  }

  /** The database refuses a number taken meanwhile: the same answer as the check above. */
  async function bindNumber(db: SchoolDb, teacherId: number, cardNo: string) {
    try {
      await repository.insertCard(db, { teacherId, cardNo, boundAt: now() });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidParams(`卡号${cardNo}已被绑定，请换一张卡`, 'cardNo');
      throw error;
    }
    return { teacherId, cardNo, status: TeacherCardStatus.NORMAL };
  }

  return {
    async list(db: SchoolDb, input: CardFilter & { pageIndex: number; pageSize: number }) {
      const [holders, total] = await Promise.all([
        repository.listCardHolders(db, input, rowsOfPage(input)),
        repository.countCardHolders(db, input),
      ]);
      const cards = await repository.cardsOfTeachers(db, holders.map((holder) => holder.teacherId));
      const list = holders.map((holder) => ({ ...holder, ...cardState(cards.find((card) => card.teacherId === holder.teacherId)) }));
      return { list, total };
    },

    async byNumber(db: SchoolDb, cardNo: string) {
      const [latest] = await repository.cardsByNumber(db, cardNo);
      const status = latest?.status ?? TeacherCardStatus.NOT_ISSUED;
      return {
        cardNo,
        status,
        statusName: teacherCardStatusLabel[status]!,
        teacherId: latest?.teacherId ?? null,
        teacherName: latest?.teacherName ?? null,
        departmentName: latest?.departmentName ?? null,
      };
    },

    async bind(db: SchoolDb, input: { teacherId: number; cardNo: string }) {
      const teacher = await workingTeacher(db, input.teacherId);
      const current = await repository.activeCardOfTeacher(db, teacher.teacherId);
      if (current) throw notAllowed(`「${teacher.teacherName}」已有正常使用的卡${current.cardNo}，请先解绑或换卡`);
      await assertNumberFree(db, input.cardNo);
      return bindNumber(db, teacher.teacherId, input.cardNo);
    },

    async unbind(db: SchoolDb, teacherId: number) {
      const teacher = await findTeacher(db, teacherId);
      if (!teacher) throw notFound('教职工');
      const current = await repository.activeCardOfTeacher(db, teacherId);
      if (!current) throw notAllowed(`「${teacher.teacherName}」没有正常使用的卡`);
      await cancelActiveCard(db, teacherId, now());
      return { teacherId, cardNo: current.cardNo, status: TeacherCardStatus.CANCELLED };
    },

    /** 换卡: the working card is cancelled and the new number bound, together. */
    async reset(db: SchoolDb, input: { teacherId: number; cardNo: string }) {
      const teacher = await workingTeacher(db, input.teacherId);
      const current = await repository.activeCardOfTeacher(db, teacher.teacherId);
      if (!current) throw notAllowed(`「${teacher.teacherName}」还没有卡，请直接发卡`);
      if (current.cardNo === input.cardNo) throw invalidParams('新卡号与当前卡号相同');
      await assertNumberFree(db, input.cardNo);
      return inTransaction(db, async (trx) => {
        await cancelActiveCard(trx, teacher.teacherId, now());
        return bindNumber(trx, teacher.teacherId, input.cardNo);
      });
    },
  };
}

export type TeacherCardService = ReturnType<typeof teacherCardService>;

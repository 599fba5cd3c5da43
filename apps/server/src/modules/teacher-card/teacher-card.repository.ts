import { TeacherCardStatus, TeacherStatus } from '@yuanwu/shared';
import type { ExpressionBuilder } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface CardFilter {
  departmentId?: number | undefined;
  status?: number | undefined;
  searchContent?: string | undefined;
}

type TeacherScope = ExpressionBuilder<SchoolScopedDatabase, 'teacher'>;
const cardsOf = (eb: TeacherScope) => eb.selectFrom('teacherCard').select('teacherCard.id').whereRef('teacherCard.teacherId', '=', 'teacher.id');
const activeCardOf = (eb: TeacherScope) => cardsOf(eb).where('teacherCard.status', '=', TeacherCardStatus.NORMAL);

/** Staff who have not left, filtered by what their card looks like. */
function cardHoldersQuery(db: SchoolDb, filter: CardFilter) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .where('teacher.status', '!=', TeacherStatus.LEFT);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.status === TeacherCardStatus.NORMAL) query = query.where((eb) => eb.exists(activeCardOf(eb)));
  if (filter.status === TeacherCardStatus.CANCELLED) query = query.where((eb) => eb.and([eb.not(eb.exists(activeCardOf(eb))), eb.exists(cardsOf(eb))]));
  if (filter.status === TeacherCardStatus.NOT_ISSUED) query = query.where((eb) => eb.not(eb.exists(cardsOf(eb))));
  if (filter.searchContent) {
    const search = filter.searchContent;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('teacher.name'), search),
        containsText(eb.ref('teacher.phone'), search),
        eb.exists(activeCardOf(eb).where((card) => containsText(card.ref('teacherCard.cardNo'), search.toUpperCase()))),
      ]),
    );
  }
  return query;
}

export function listCardHolders(db: SchoolDb, filter: CardFilter, page: { offset: number; limit: number }) {
  return cardHoldersQuery(db, filter)
    .select(['teacher.id as teacherId', 'teacher.name as teacherName', 'teacher.phone', 'department.name as departmentName'])
    .orderBy('teacher.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countCardHolders(db: SchoolDb, filter: CardFilter): Promise<number> {
  const row = await cardHoldersQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every card of the teachers, the working one first, then the latest cancelled. */
export function cardsOfTeachers(db: SchoolDb, teacherIds: number[]) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacherCard')
    .select(['teacherId', 'cardNo', 'status', 'boundAt', 'cancelledAt'])
    .where('teacherId', 'in', teacherIds)
    .orderBy('status', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The card rows of a number, the working one first, then the latest cancelled, with their holders. */
export function cardsByNumber(db: SchoolDb, cardNo: string) {
  return db
    .selectFrom('teacherCard')
    .innerJoin('teacher', 'teacher.id', 'teacherCard.teacherId')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .select(['teacherCard.status', 'teacher.id as teacherId', 'teacher.name as teacherName', 'department.name as departmentName'])
    .where('teacherCard.cardNo', '=', cardNo)
    .orderBy('teacherCard.status', 'desc')
    .orderBy('teacherCard.id', 'desc')
    .execute();
}

export function activeCardOfTeacher(db: SchoolDb, teacherId: number) {
  return db.selectFrom('teacherCard').select(['id', 'cardNo']).where('teacherId', '=', teacherId).where('status', '=', TeacherCardStatus.NORMAL).executeTakeFirst();
}

export function activeHolderOfNumber(db: SchoolDb, cardNo: string) {
  return db
    .selectFrom('teacherCard')
    .innerJoin('teacher', 'teacher.id', 'teacherCard.teacherId')
    .select(['teacher.id as teacherId', 'teacher.name as teacherName'])
    .where('teacherCard.cardNo', '=', cardNo)
    .where('teacherCard.status', '=', TeacherCardStatus.NORMAL)
    .executeTakeFirst();
}

export async function insertCard(db: SchoolDb, card: { teacherId: number; cardNo: string; boundAt: string }): Promise<void> {
  await db.insertInto('teacherCard').values({ ...card, status: TeacherCardStatus.NORMAL, cancelledAt: null }).execute();
}


import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface ResearchFilter {
  kind?: number | undefined;
  /** Dates inclusive, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  /** Organised by or taken part in by this teacher. */
  teacherId?: number | undefined;
  searchKey?: string | undefined;
}

type ResearchScope = ExpressionBuilder<SchoolScopedDatabase, 'teachResearch'>;

const takesPart = (eb: ResearchScope, teacherId: number) =>
  eb.or([
    eb('teachResearch.organizerId', '=', teacherId),
    eb.exists(
      eb
        .selectFrom('teachResearchParticipant')
        .select('teachResearchParticipant.teacherId')
        .whereRef('teachResearchParticipant.researchId', '=', 'teachResearch.id')
        .where('teachResearchParticipant.teacherId', '=', teacherId),
    ),
  ]);

/** The records matching `filter`, before kind: the teacher's counts by kind read it without one. */
function researchQuery(db: SchoolDb, filter: Omit<ResearchFilter, 'kind'>) {
  let query = db.selectFrom('teachResearch');
  if (filter.from) query = query.where('teachResearch.researchDate', '>=', filter.from);
  if (filter.to) query = query.where('teachResearch.researchDate', '<=', filter.to);
  if (filter.teacherId) {
    const teacherId = filter.teacherId;
    query = query.where((eb) => takesPart(eb, teacherId));
  }
  if (filter.searchKey) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('teachResearch.title'), filter.searchKey!), containsText(eb.ref('teachResearch.content'), filter.searchKey!), containsText(eb.ref('teachResearch.place'), filter.searchKey!)]),
    );
  }
  return query;
}

const filtered = (db: SchoolDb, filter: ResearchFilter) => {
  const query = researchQuery(db, filter);
  return filter.kind ? query.where('teachResearch.kind', '=', filter.kind) : query;
};

const rowColumns = [
  'teachResearch.id as researchId',
  'teachResearch.kind',
  'teachResearch.title',
  'teachResearch.researchDate',
  'teachResearch.startTime',
  'teachResearch.endTime',
  'teachResearch.place',
  'teachResearch.organizerId',
  'organizer.name as organizerName',
  'teachResearch.createdAt',
  'teachResearch.updatedAt',
] as const;

/** Newest first: by day, then by the hour it starts, then the latest recorded. */
export function listResearch(db: SchoolDb, filter: ResearchFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter)
    .innerJoin('teacher as organizer', 'organizer.id', 'teachResearch.organizerId')
    .select(rowColumns)
    .orderBy('teachResearch.researchDate', 'desc')
    // Records without a time sort as the day's earliest on both databases (they order NULL differently).
    .orderBy((eb) => eb.fn.coalesce('teachResearch.startTime', sql.lit('')), 'desc')
    .orderBy('teachResearch.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countResearch(db: SchoolDb, filter: ResearchFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many records of each kind match `filter` (kinds without records are absent). */
export async function countByKind(db: SchoolDb, filter: Omit<ResearchFilter, 'kind'>): Promise<Map<number, number>> {
  const rows = await researchQuery(db, filter)
    .select((eb) => ['teachResearch.kind', eb.fn.countAll<number>().as('n')])
    .groupBy('teachResearch.kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, Number(row.n)]));
}

export function findResearch(db: SchoolDb, researchId: number) {
  return db
    .selectFrom('teachResearch')
    .innerJoin('teacher as organizer', 'organizer.id', 'teachResearch.organizerId')
    .innerJoin('teacher as author', 'author.id', 'teachResearch.createdBy')
    .select([...rowColumns, 'teachResearch.content', 'teachResearch.outcome', 'teachResearch.createdBy as createdById', 'author.name as createdByName'])
    .where('teachResearch.id', '=', researchId)
    .executeTakeFirst();
}

export function participantsOf(db: SchoolDb, researchIds: number[]) {
  if (researchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teachResearchParticipant')
    .innerJoin('teacher', 'teacher.id', 'teachResearchParticipant.teacherId')
    .select(['teachResearchParticipant.researchId', 'teacher.id as teacherId', 'teacher.name as teacherName'])
    .where('teachResearchParticipant.researchId', 'in', researchIds)
    .orderBy('teacher.id')
    .execute();
}

/** The record's attachment rows, in their order. */
export function attachmentsOf(db: SchoolDb, researchId: number) {
  return db
    .selectFrom('teachResearchAttachment')
    .select('teachResearchAttachment.fileId')
    .where('teachResearchAttachment.researchId', '=', researchId)
    .orderBy('teachResearchAttachment.sortOrder')
    .execute();
}

export async function attachmentCounts(db: SchoolDb, researchIds: number[]): Promise<Map<number, number>> {
  if (researchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('teachResearchAttachment')
    .select((eb) => ['teachResearchAttachment.researchId', eb.fn.countAll<number>().as('n')])
    .where('teachResearchAttachment.researchId', 'in', researchIds)
    .groupBy('teachResearchAttachment.researchId')
    .execute();
  return new Map(rows.map((row) => [row.researchId, Number(row.n)]));
}

/** Every semester of the school with its year's name, to place a day in a semester and week. */
export function semesters(db: SchoolDb) {
  return db
    .selectFrom('semester')
    .innerJoin('schoolYear', 'schoolYear.id', 'semester.schoolYearId')
    .select(['semester.id as semesterId', 'semester.name as semesterName', 'schoolYear.name as yearName', 'semester.startDate', 'semester.endDate'])
    .orderBy('semester.startDate')
    .execute();
}

export async function insertResearch(db: SchoolDb, research: Insertable<SchoolScopedDatabase['teachResearch']>): Promise<number> {
  const row = await db.insertInto('teachResearch').values(research).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateResearch(db: SchoolDb, researchId: number, changes: Updateable<SchoolScopedDatabase['teachResearch']>): Promise<void> {
  await db.updateTable('teachResearch').set(changes).where('id', '=', researchId).execute();
}

/** Makes the record's participants and attachments exactly these, attachments in this order. */
export async function replaceLinks(db: SchoolDb, researchId: number, links: { participantIds: number[]; fileIds: number[] }): Promise<void> {
  await db.deleteFrom('teachResearchParticipant').where('researchId', '=', researchId).execute();
  await db.deleteFrom('teachResearchAttachment').where('researchId', '=', researchId).execute();
  if (links.participantIds.length) {
    await db.insertInto('teachResearchParticipant').values(links.participantIds.map((teacherId) => ({ researchId, teacherId }))).execute();
  }
  if (links.fileIds.length) {
    await db
      .insertInto('teachResearchAttachment')
      .values(links.fileIds.map((fileId, sortOrder) => ({ researchId, fileId, sortOrder })))
      .execute();
  }
}

export async function deleteResearch(db: SchoolDb, researchId: number): Promise<void> {
  await replaceLinks(db, researchId, { participantIds: [], fileIds: [] });
  await db.deleteFrom('teachResearch').where('id', '=', researchId).execute();
}

import { StudentStatus } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type ItemRow = Omit<Insertable<SchoolScopedDatabase['checkupTemplateItem']>, 'templateId' | 'schoolId' | 'id'>;

const itemColumns = ['id as itemId', 'name as itemName', 'unit', 'kind', 'code', 'refLow', 'refHigh'] as const;

// ---- templates ----

export function listTemplates(db: SchoolDb) {
  return db
    .selectFrom('checkupTemplate')
    .select((eb) => [
      'checkupTemplate.id as templateId',
      'checkupTemplate.name as templateName',
      'checkupTemplate.isDefault',
      eb.selectFrom('checkupBatch').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('checkupBatch.templateId', '=', 'checkupTemplate.id').as('batchCount'),
    ])
    .orderBy('checkupTemplate.isDefault', 'desc')
    .orderBy('checkupTemplate.id')
    .execute();
}

export function findTemplate(db: SchoolDb, templateId: number) {
  return db.selectFrom('checkupTemplate').select(['id', 'name', 'isDefault']).where('id', '=', templateId).executeTakeFirst();
}

export async function countTemplates(db: SchoolDb): Promise<number> {
  const row = await db.selectFrom('checkupTemplate').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function templateNamed(db: SchoolDb, name: string, exceptId?: number) {
  let query = db.selectFrom('checkupTemplate').select('id').where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertTemplate(db: SchoolDb, template: Insertable<SchoolScopedDatabase['checkupTemplate']>): Promise<number> {
  const row = await db.insertInto('checkupTemplate').values(template).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(db: SchoolDb, templateId: number, changes: { name?: string; updatedAt: string }): Promise<void> {
  await db.updateTable('checkupTemplate').set(changes).where('id', '=', templateId).execute();
}

export async function deleteTemplate(db: SchoolDb, templateId: number): Promise<void> {
  await db.deleteFrom('checkupTemplateItem').where('templateId', '=', templateId).execute();
  await db.deleteFrom('checkupTemplate').where('id', '=', templateId).execute();
}

export async function countBatchesOfTemplate(db: SchoolDb, templateId: number): Promise<number> {
  const row = await db.selectFrom('checkupBatch').select((eb) => eb.fn.countAll<number>().as('n')).where('templateId', '=', templateId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function itemsOfTemplates(db: SchoolDb, templateIds: number[]) {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkupTemplateItem')
    .select(['templateId', ...itemColumns])
    .where('templateId', 'in', templateIds)
    .orderBy('templateId')
    .orderBy('sortOrder')
    .execute();
}

export async function insertTemplateItems(db: SchoolDb, templateId: number, items: ItemRow[]): Promise<void> {
  if (items.length === 0) return;
  await db.insertInto('checkupTemplateItem').values(items.map((item) => ({ ...item, templateId }))).execute();
}

export async function updateTemplateItem(db: SchoolDb, itemId: number, item: ItemRow): Promise<void> {
  await db.updateTable('checkupTemplateItem').set(item).where('id', '=', itemId).execute();
}

export async function deleteTemplateItems(db: SchoolDb, templateId: number, keptIds: number[]): Promise<void> {
  let query = db.deleteFrom('checkupTemplateItem').where('templateId', '=', templateId);
  if (keptIds.length) query = query.where('id', 'not in', keptIds);
  await query.execute();
}

// ---- batches ----

export function listBatches(db: SchoolDb, filter: { keyword?: string | undefined }, page: { offset: number; limit: number }) {
  let query = db
    .selectFrom('checkupBatch')
    .innerJoin('checkupTemplate', 'checkupTemplate.id', 'checkupBatch.templateId')
    .innerJoin('teacher', 'teacher.id', 'checkupBatch.createdBy')
    .select([
      'checkupBatch.id as batchId',
      'checkupBatch.name as batchName',
      'checkupBatch.checkupDate',
      'checkupTemplate.name as templateName',
      'teacher.name as createdByName',
      'checkupBatch.createdAt',
    ]);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('checkupBatch.name'), filter.keyword!));
  return query.orderBy('checkupBatch.checkupDate', 'desc').orderBy('checkupBatch.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countBatches(db: SchoolDb, filter: { keyword?: string | undefined }): Promise<number> {
  let query = db.selectFrom('checkupBatch').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('name'), filter.keyword!));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findBatch(db: SchoolDb, batchId: number) {
  return db
    .selectFrom('checkupBatch')
    .innerJoin('checkupTemplate', 'checkupTemplate.id', 'checkupBatch.templateId')
    .select([
      'checkupBatch.id as batchId',
      'checkupBatch.name as batchName',
      'checkupBatch.checkupDate',
      'checkupBatch.templateId',
      'checkupTemplate.name as templateName',
    ])
    .where('checkupBatch.id', '=', batchId)
    .executeTakeFirst();
}

export async function insertBatch(db: SchoolDb, batch: Insertable<SchoolScopedDatabase['checkupBatch']>): Promise<number> {
  const row = await db.insertInto('checkupBatch').values(batch).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBatchClasses(db: SchoolDb, batchId: number, classIds: number[]): Promise<void> {
  await db.insertInto('checkupBatchClass').values(classIds.map((classId) => ({ batchId, classId }))).execute();
}

export async function insertBatchItems(db: SchoolDb, batchId: number, items: ItemRow[]): Promise<void> {
  await db.insertInto('checkupBatchItem').values(items.map((item) => ({ ...item, batchId }))).execute();
}

/** Puts the children on the batch's list, each in their class. */
export async function insertRecords(db: SchoolDb, batchId: number, children: { childId: number; classId: number }[]): Promise<void> {
  for await (const batch of inBatches(children)) {
    await db.insertInto('checkupRecord').values(batch.map((child) => ({ batchId, ...child, checkedAt: null, checkedBy: null }))).execute();
  }
}

export async function deleteBatch(db: SchoolDb, batchId: number): Promise<void> {
  const records = db.selectFrom('checkupRecord').select('id').where('batchId', '=', batchId);
  await db.deleteFrom('checkupValue').where('recordId', 'in', records).execute();
  await db.deleteFrom('checkupRecord').where('batchId', '=', batchId).execute();
  await db.deleteFrom('checkupImport').where('batchId', '=', batchId).execute();
  await db.deleteFrom('checkupBatchItem').where('batchId', '=', batchId).execute();
  await db.deleteFrom('checkupBatchClass').where('batchId', '=', batchId).execute();
  await db.deleteFrom('checkupBatch').where('id', '=', batchId).execute();
}

export function itemsOfBatch(db: SchoolDb, batchId: number) {
  return db.selectFrom('checkupBatchItem').select(itemColumns).where('batchId', '=', batchId).orderBy('sortOrder').execute();
}

export function classNamesOfBatches(db: SchoolDb, batchIds: number[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkupBatchClass')
    .innerJoin('schoolClass', 'schoolClass.id', 'checkupBatchClass.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['checkupBatchClass.batchId', 'schoolClass.name as className'])
    .where('checkupBatchClass.batchId', 'in', batchIds)
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .execute();
}

/** Children on each batch's list, and how many of them have values. */
export function countsOfBatches(db: SchoolDb, batchIds: number[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkupRecord')
    .select((eb) => ['batchId', eb.fn.countAll<number>().as('childCount'), eb.fn.count<number>('checkedAt').as('checkedCount')])
    .where('batchId', 'in', batchIds)
    .groupBy('batchId')
    .execute();
}

/** The batch's classes, with their children on the list and those checked. */
export function classesOfBatch(db: SchoolDb, batchId: number) {
  return db
    .selectFrom('checkupBatchClass')
    .innerJoin('schoolClass', 'schoolClass.id', 'checkupBatchClass.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select((eb) => [
      'schoolClass.id as classId',
      'schoolClass.name as className',
      'grade.id as gradeId',
      'grade.name as gradeName',
      eb
        .selectFrom('checkupRecord')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('checkupRecord.classId', '=', 'checkupBatchClass.classId')
        .whereRef('checkupRecord.batchId', '=', 'checkupBatchClass.batchId')
        .as('childCount'),
      eb
        .selectFrom('checkupRecord')
        .select((sub) => sub.fn.count<number>('checkupRecord.checkedAt').as('n'))
        .whereRef('checkupRecord.classId', '=', 'checkupBatchClass.classId')
        .whereRef('checkupRecord.batchId', '=', 'checkupBatchClass.batchId')
        .as('checkedCount'),
    ])
    .where('checkupBatchClass.batchId', '=', batchId)
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .execute();
}

/** In-school children of the classes, for a new batch's list. */
export function childrenOfClasses(db: SchoolDb, classIds: number[]) {
  return db
    .selectFrom('child')
    .select(['id as childId', 'classId'])
    .where('classId', 'in', classIds)
    .where('status', '=', StudentStatus.IN_SCHOOL)
    .orderBy('id')
    .execute() as Promise<{ childId: number; classId: number }[]>;
}

// ---- records and values ----

export interface RecordFilter {
  batchId: number;
  classIds?: number[];
  childName?: string | undefined;
  sex?: number | undefined;
  childIds?: number[];
}

function recordsQuery(db: SchoolDb, filter: RecordFilter) {
  let query = db
    .selectFrom('checkupRecord')
    .innerJoin('child', 'child.id', 'checkupRecord.childId')
    .innerJoin('schoolClass', 'schoolClass.id', 'checkupRecord.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .where('checkupRecord.batchId', '=', filter.batchId);
  if (filter.classIds) query = query.where('checkupRecord.classId', 'in', filter.classIds.length ? filter.classIds : [0]);
  if (filter.childName) query = query.where((eb) => containsText(eb.ref('child.name'), filter.childName!));
  if (filter.sex) query = query.where('child.sex', '=', filter.sex);
  if (filter.childIds) query = query.where('checkupRecord.childId', 'in', filter.childIds.length ? filter.childIds : [0]);
  return query;
}

/** The children on the list, class by class, in the order they were put on it. */
export function listRecords(db: SchoolDb, filter: RecordFilter, page?: { offset: number; limit: number }) {
  let query = recordsQuery(db, filter)
    .select([
      'checkupRecord.id as recordId',
      'child.id as studentId',
      'child.name as studentName',
      'child.sex',
      'child.birthday',
      'schoolClass.id as classId',
      'schoolClass.name as className',
      'checkupRecord.checkedAt',
    ])
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .orderBy('checkupRecord.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countRecords(db: SchoolDb, filter: RecordFilter): Promise<number> {
  const row = await recordsQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findRecord(db: SchoolDb, batchId: number, childId: number) {
  return db.selectFrom('checkupRecord').select(['id', 'classId', 'checkedAt']).where('batchId', '=', batchId).where('childId', '=', childId).executeTakeFirst();
}

export function valuesOfRecords(db: SchoolDb, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('checkupValue').select(['recordId', 'itemId', 'value']).where('recordId', 'in', recordIds).execute();
}

/** Replaces a child's values; with none the child counts as not checked. */
export async function replaceValues(db: SchoolDb, recordId: number, values: { itemId: number; value: string }[], checked: { at: string; by: number } | null): Promise<void> {
  await db.deleteFrom('checkupValue').where('recordId', '=', recordId).execute();
  if (values.length) await db.insertInto('checkupValue').values(values.map((value) => ({ recordId, ...value }))).execute();
  await db
    .updateTable('checkupRecord')
    .set({ checkedAt: checked?.at ?? null, checkedBy: checked?.by ?? null })
    .where('id', '=', recordId)
    .execute();
}

// ---- imports ----

export async function insertImport(db: SchoolDb, record: Insertable<SchoolScopedDatabase['checkupImport']>): Promise<number> {
  const row = await db.insertInto('checkupImport').values(record).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The teacher's latest import into the batch. */
export function latestImport(db: SchoolDb, batchId: number, teacherId: number) {
  return db
    .selectFrom('checkupImport')
    .select(['id', 'fileName', 'totalRows', 'importedRows', 'failedRows', 'columns', 'createdAt'])
    .where('batchId', '=', batchId)
    .where('teacherId', '=', teacherId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- the child's health ----

/** The child's checked batches dated within the range, oldest first. */
export function checkedRecordsOfChild(db: SchoolDb, childId: number, range: { startDate: string; endDate: string }) {
  return db
    .selectFrom('checkupRecord')
    .innerJoin('checkupBatch', 'checkupBatch.id', 'checkupRecord.batchId')
    .innerJoin('schoolClass', 'schoolClass.id', 'checkupRecord.classId')
    .select(['checkupRecord.id as recordId', 'checkupBatch.id as batchId', 'checkupBatch.name as batchName', 'checkupBatch.checkupDate', 'schoolClass.name as className'])
    .where('checkupRecord.childId', '=', childId)
    .where('checkupRecord.checkedAt', 'is not', null)
    .where('checkupBatch.checkupDate', '>=', range.startDate)
    .where('checkupBatch.checkupDate', '<=', range.endDate)
    .orderBy('checkupBatch.checkupDate')
    .orderBy('checkupBatch.id')
    .execute();
}

export function itemsOfBatches(db: SchoolDb, batchIds: number[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('checkupBatchItem').select(['batchId', ...itemColumns]).where('batchId', 'in', batchIds).orderBy('batchId').orderBy('sortOrder').execute();
}

export function findChild(db: SchoolDb, childId: number) {
  return db.selectFrom('child').select(['id', 'name', 'birthday']).where('id', '=', childId).executeTakeFirst();
}

import {
  checkupLevel,
  checkupLevels,
  CheckupItemCode,
  CheckupItemKind,
  checkupValueProblem,
  DEFAULT_CHECKUP_ITEMS,
  DEFAULT_TEMPLATE_NAME,
  ErrorCode,
  type AddBatchInput,
  type AddDataInput,
  type AddTemplateInput,
  type BatchScopeInput,
  type CheckupItem,
  type DataListInput,
  type ItemStatistics,
  type StatisticsInput,
  type TemplateItemInput,
  type UpdateTemplateItemsInput,
} from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { iso, type Clock } from '../../clock.js';
import { AppError, deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb, type SchoolScopedDatabase } from '../../db/school-scope.js';
import { listClasses } from '../class-group/index.js';
import * as repository from './checkup.repository.js';

type Batch = NonNullable<Awaited<ReturnType<typeof repository.findBatch>>>;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The template rows of items in the order given: what a template or a batch stores. */
const itemRows = (items: readonly Omit<CheckupItem, 'itemId'>[]) =>
  items.map((item, sortOrder) => ({ name: item.itemName, unit: item.unit, kind: item.kind, code: item.code, refLow: item.refLow, refHigh: item.refHigh, sortOrder }));

const fromInput = (item: TemplateItemInput, code: string | null) => ({
  itemName: item.itemName,
  unit: item.unit,
  kind: item.kind,
  code,
  refLow: item.kind === CheckupItemKind.NUMBER ? item.refLow : null,
  refHigh: item.kind === CheckupItemKind.NUMBER ? item.refHigh : null,
});

/** The school's default template (幼儿常规体检) with the default items; returns its id. */
export async function insertDefaultTemplate(db: SchoolDb, now: string): Promise<number> {
  const templateId = await repository.insertTemplate(db, { name: DEFAULT_TEMPLATE_NAME, isDefault: 1, createdAt: now, updatedAt: now });
  await repository.insertTemplateItems(db, templateId, itemRows(DEFAULT_CHECKUP_ITEMS));
  return templateId;
}

/** A batch with its classes, a copy of the template's items and the children on its list; returns its id. */
export async function insertBatchWithList(
  db: SchoolDb,
  batch: Insertable<SchoolScopedDatabase['checkupBatch']>,
  list: { classIds: number[]; items: CheckupItem[]; children: { childId: number; classId: number }[] },
): Promise<number> {
  const batchId = await repository.insertBatch(db, batch);
  await repository.insertBatchClasses(db, batchId, list.classIds);
  await repository.insertBatchItems(db, batchId, itemRows(list.items));
  await repository.insertRecords(db, batchId, list.children);
  return batchId;
}

/** Whole months from the birthday to the day, or null without a birthday. */
export function ageInMonths(birthday: string | null, date: string): number | null {
  if (!birthday) return null;
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/** Count, min, max, average and level counts of one item over the values given. */
export function itemStatistics(item: CheckupItem, values: string[]): ItemStatistics {
  const numbers = item.kind === CheckupItemKind.RESULT ? [] : values.map(Number).filter((value) => Number.isFinite(value));
  const levels = checkupLevels(item).map((level) => ({ level, count: values.filter((value) => checkupLevel(item, value) === level).length }));
  return {
    itemId: item.itemId,
    itemName: item.itemName,
    unit: item.unit,
    kind: item.kind,
    measuredCount: values.length,
    min: numbers.length ? Math.min(...numbers) : null,
    max: numbers.length ? Math.max(...numbers) : null,
    average: numbers.length ? round(numbers.reduce((sum, value) => sum + value, 0) / numbers.length, 2) : null,
    levels,
  };
}

export function checkupService(deps: { clock: Clock }) {
  const now = () => iso(deps.clock.now());

  /** A school's first use makes its default template, so that a batch can be made at once. */
  async function ensureDefaultTemplate(db: SchoolDb): Promise<void> {
    if ((await repository.countTemplates(db)) > 0) return;
    await inTransaction(db, (trx) => insertDefaultTemplate(trx, now()));
  }

  async function templateOf(db: SchoolDb, templateId: number) {
    const template = await repository.findTemplate(db, templateId);
    if (!template) throw notFound('体检模板');
    return template;
  }

  async function assertNameFree(db: SchoolDb, name: string, exceptId?: number) {
    if (await repository.templateNamed(db, name, exceptId)) throw new AppError(ErrorCode.TEMPLATE_NAME_REPEATED, `已有名为「${name}」的体检模板`, { field: 'templateName' });
  }

  async function batchOf(db: SchoolDb, batchId: number): Promise<Batch> {
    const batch = await repository.findBatch(db, batchId);
    if (!batch) throw notFound('体检批次');
    return batch;
  }

  /** The batch's classes within the grade or class asked for. */
  async function classesInScope(db: SchoolDb, scope: BatchScopeInput) {
    const classes = (await repository.classesOfBatch(db, scope.batchId)).map((row) => ({ ...row, childCount: Number(row.childCount), checkedCount: Number(row.checkedCount) }));
    return classes.filter((row) => (!scope.gradeId || row.gradeId === scope.gradeId) && (!scope.classId || row.classId === scope.classId));
  }

  async function progress(db: SchoolDb, scope: BatchScopeInput) {
    const classes = await classesInScope(db, scope);
    return {
      childCount: classes.reduce((sum, row) => sum + row.childCount, 0),
      checkedCount: classes.reduce((sum, row) => sum + row.checkedCount, 0),
      classes,
    };
  }

  async function items(db: SchoolDb, batchId: number): Promise<CheckupItem[]> {
    return repository.itemsOfBatch(db, batchId);
  }

  async function recordOf(db: SchoolDb, batchId: number, studentId: number) {
    const record = await repository.findRecord(db, batchId, studentId);
    if (!record) throw invalidParams('该幼儿不在本次体检名单中');
    return record;
  }

  /** The rows of the list with their values. */
  async function withValues<Row extends { recordId: number }>(db: SchoolDb, rows: Row[]) {
    const values = await repository.valuesOfRecords(db, rows.map((row) => row.recordId));
    return rows.map(({ recordId, ...row }) => ({
      ...row,
      recordId,
      values: values.filter((value) => value.recordId === recordId).map(({ itemId, value }) => ({ itemId, value })),
    }));
  }

  return {
    ensureDefaultTemplate,
    classesInScope,

    // ---- templates ----

    async templates(db: SchoolDb) {
      await ensureDefaultTemplate(db);
      const templates = await repository.listTemplates(db);
      const items = await repository.itemsOfTemplates(db, templates.map((template) => template.templateId));
      return {
        list: templates.map((template) => ({
          templateId: template.templateId,
          templateName: template.templateName,
          isDefault: template.isDefault === 1,
          batchCount: Number(template.batchCount),
          items: items.filter((item) => item.templateId === template.templateId).map(({ templateId: _owner, ...item }) => item),
        })),
      };
    },

    async addTemplate(db: SchoolDb, input: AddTemplateInput) {
      await assertNameFree(db, input.templateName);
      const items = input.items ? input.items.map((item) => fromInput(item, null)) : DEFAULT_CHECKUP_ITEMS;
      const templateId = await inTransaction(db, async (trx) => {
        const id = await repository.insertTemplate(trx, { name: input.templateName, isDefault: 0, createdAt: now(), updatedAt: now() });
        await repository.insertTemplateItems(trx, id, itemRows(items));
        return id;
      });
      return { templateId };
    },

    async renameTemplate(db: SchoolDb, input: { templateId: number; templateName: string }) {
      await templateOf(db, input.templateId);
      await assertNameFree(db, input.templateName, input.templateId);
      await repository.updateTemplate(db, input.templateId, { name: input.templateName, updatedAt: now() });
      return { templateId: input.templateId };
    },

    async deleteTemplate(db: SchoolDb, templateId: number) {
      const template = await templateOf(db, templateId);
      const batches = await repository.countBatchesOfTemplate(db, templateId);
      if (batches > 0) throw deleteRefused(`模板「${template.name}」已用于${batches}次体检，不能删除`);
      if ((await repository.countTemplates(db)) === 1) throw deleteRefused('至少要保留一个体检模板');
      await inTransaction(db, (trx) => repository.deleteTemplate(trx, templateId));
      return { success: true as const };
    },

    /** Items with an id are changed in place (keeping their code), new ones added, the rest removed. */
    async saveTemplateItems(db: SchoolDb, input: UpdateTemplateItemsInput) {
      await templateOf(db, input.templateId);
      const existing = new Map((await repository.itemsOfTemplates(db, [input.templateId])).map((item) => [item.itemId, item]));
      for (const item of input.items) {
        if (item.itemId && !existing.has(item.itemId)) throw invalidParams(`项目（编号${item.itemId}）不在该模板中`);
      }
      const keptIds = input.items.flatMap((item) => (item.itemId ? [item.itemId] : []));
      if (new Set(keptIds).size !== keptIds.length) throw invalidParams('同一项目不能重复提交');
      await inTransaction(db, async (trx) => {
        await repository.deleteTemplateItems(trx, input.templateId, keptIds);
        for (const [sortOrder, item] of input.items.entries()) {
          const [row] = itemRows([fromInput(item, item.itemId ? existing.get(item.itemId)!.code : null)]);
          if (item.itemId) await repository.updateTemplateItem(trx, item.itemId, { ...row!, sortOrder });
          else await repository.insertTemplateItems(trx, input.templateId, [{ ...row!, sortOrder }]);
        }
        await repository.updateTemplate(trx, input.templateId, { updatedAt: now() });
      });
      return { templateId: input.templateId };
    },

    // ---- batches ----

    async batchPage(db: SchoolDb, input: { pageIndex: number; pageSize: number; keyword?: string | undefined }) {
      const filter = { keyword: input.keyword };
      const [rows, total] = await Promise.all([repository.listBatches(db, filter, rowsOfPage(input)), repository.countBatches(db, filter)]);
      const ids = rows.map((row) => row.batchId);
      const [classNames, counts] = await Promise.all([repository.classNamesOfBatches(db, ids), repository.countsOfBatches(db, ids)]);
      return {
        total,
        list: rows.map((row) => {
          const count = counts.find((entry) => entry.batchId === row.batchId);
          return {
            ...row,
            classNames: classNames.filter((entry) => entry.batchId === row.batchId).map((entry) => entry.className),
            childCount: Number(count?.childCount ?? 0),
            checkedCount: Number(count?.checkedCount ?? 0),
          };
        }),
      };
    },

    /** The batch takes the template's items as they are now, and the in-school children of its classes. */
    async addBatch(db: SchoolDb, session: SessionIdentity, input: AddBatchInput) {
      const template = await templateOf(db, input.templateId);
      const classIds = [...new Set(input.classIds)];
      const known = new Set((await listClasses(db, {})).map((row) => row.classId));
      const unknown = classIds.find((classId) => !known.has(classId));
      if (unknown) throw notFound(`班级（编号${unknown}）`);
      const children = await repository.childrenOfClasses(db, classIds);
      if (children.length === 0) throw invalidParams('所选班级没有在读幼儿');
      const items = (await repository.itemsOfTemplates(db, [template.id])).map(({ templateId: _owner, ...item }) => item);
      const batch = { name: input.batchName, checkupDate: input.checkupDate, templateId: template.id, createdBy: session.teacherId, createdAt: now() };
      const batchId = await inTransaction(db, (trx) => insertBatchWithList(trx, batch, { classIds, items, children }));
      return { batchId };
    },

    async deleteBatch(db: SchoolDb, batchId: number) {
      await batchOf(db, batchId);
      await inTransaction(db, (trx) => repository.deleteBatch(trx, batchId));
      return { success: true as const };
    },

    async batchInfo(db: SchoolDb, scope: BatchScopeInput) {
      const batch = await batchOf(db, scope.batchId);
      return { ...batch, items: await items(db, batch.batchId), ...(await progress(db, scope)) };
    },

    async batchProgress(db: SchoolDb, scope: BatchScopeInput) {
      await batchOf(db, scope.batchId);
      return progress(db, scope);
    },

    batchOf,
    items,

    // ---- a child's values ----

    async dataPage(db: SchoolDb, input: DataListInput) {
      await batchOf(db, input.batchId);
      const classIds = (await classesInScope(db, input)).map((row) => row.classId);
      const filter = { batchId: input.batchId, classIds, childName: input.childName };
      const [rows, total] = await Promise.all([
        repository.listRecords(db, filter, rowsOfPage({ pageIndex: input.startIndex, pageSize: input.onePageNum })),
        repository.countRecords(db, filter),
      ]);
      return { total, list: (await withValues(db, rows)).map(({ recordId: _record, ...row }) => row) };
    },

    /** Every child on the list within the scope, with values: for the exports. */
    async rowsInScope(db: SchoolDb, scope: BatchScopeInput) {
      const classIds = (await classesInScope(db, scope)).map((row) => row.classId);
      return withValues(db, await repository.listRecords(db, { batchId: scope.batchId, classIds }));
    },

    async studentData(db: SchoolDb, input: { batchId: number; studentId: number }) {
      const batch = await batchOf(db, input.batchId);
      await recordOf(db, batch.batchId, input.studentId);
      const [row] = await withValues(db, await repository.listRecords(db, { batchId: batch.batchId, childIds: [input.studentId] }));
      const { recordId: _record, ...child } = row!;
      const values = new Map(child.values.map((value) => [value.itemId, value.value]));
      return {
        ...child,
        batchId: batch.batchId,
        batchName: batch.batchName,
        checkupDate: batch.checkupDate,
        items: (await items(db, batch.batchId)).map((item) => {
          const value = values.get(item.itemId) ?? null;
          return { ...item, value, level: value === null ? null : checkupLevel(item, value) };
        }),
      };
    },

    async saveData(db: SchoolDb, session: SessionIdentity, input: AddDataInput) {
      const batch = await batchOf(db, input.batchId);
      const record = await recordOf(db, batch.batchId, input.studentId);
      const byId = new Map((await items(db, batch.batchId)).map((item) => [item.itemId, item]));
      const given = input.values.filter((value) => value.value !== '');
      const seen = new Set<number>();
      for (const { itemId, value } of given) {
        const item = byId.get(itemId);
        if (!item) throw invalidParams(`项目（编号${itemId}）不在本次体检中`);
        if (seen.has(itemId)) throw invalidParams(`项目「${item.itemName}」重复`);
        seen.add(itemId);
        const problem = checkupValueProblem(item, value);
        if (problem) throw invalidParams(problem);
      }
      if (given.length === 0) throw invalidParams('请至少填写一个体检项目');
      const checkedAt = now();
      await inTransaction(db, (trx) => repository.replaceValues(trx, record.id, given, { at: checkedAt, by: session.teacherId }));
      return { studentId: input.studentId, checkedAt };
    },

    async clearData(db: SchoolDb, input: { batchId: number; studentId: number }) {
      const batch = await batchOf(db, input.batchId);
      const record = await recordOf(db, batch.batchId, input.studentId);
      await inTransaction(db, (trx) => repository.replaceValues(trx, record.id, [], null));
      return { success: true as const };
    },

    // ---- statistics ----

    async statistics(db: SchoolDb, input: StatisticsInput) {
      await batchOf(db, input.batchId);
      let batchItems = await items(db, input.batchId);
      if (input.itemName) {
        batchItems = batchItems.filter((item) => item.itemName === input.itemName);
        if (batchItems.length === 0) throw invalidParams(`本次体检没有项目「${input.itemName}」`);
      }
      const classIds = (await classesInScope(db, input)).map((row) => row.classId);
      const rows = await withValues(db, await repository.listRecords(db, { batchId: input.batchId, classIds, sex: input.sex }));
      const values = rows.flatMap((row) => row.values);
      return {
        childCount: rows.length,
        checkedCount: rows.filter((row) => row.checkedAt).length,
        items: batchItems.map((item) => itemStatistics(item, values.filter((value) => value.itemId === item.itemId).map((value) => value.value))),
      };
    },

    // ---- the child's health ----

    async studentHealth(db: SchoolDb, input: { studentId: number; startDate: string; endDate: string }) {
      const child = await repository.findChild(db, input.studentId);
      if (!child) throw notFound('幼儿');
      const range = { startDate: input.startDate, endDate: input.endDate };
      const records = await repository.checkedRecordsOfChild(db, child.id, range);
      const [allItems, values] = await Promise.all([
        repository.itemsOfBatches(db, records.map((record) => record.batchId)),
        repository.valuesOfRecords(db, records.map((record) => record.recordId)),
      ]);
      return {
        studentId: child.id,
        studentName: child.name,
        ...range,
        checkups: records.map(({ recordId, ...record }) => {
          const recorded = allItems
            .filter((item) => item.batchId === record.batchId)
            .flatMap(({ batchId: _batch, ...item }) => {
              const value = values.find((entry) => entry.recordId === recordId && entry.itemId === item.itemId)?.value;
              return value === undefined ? [] : [{ item, value }];
            });
          const measure = (code: string) => {
            const found = recorded.find(({ item }) => item.code === code);
            return found ? Number(found.value) : null;
          };
          return {
            ...record,
            ageMonths: ageInMonths(child.birthday, record.checkupDate),
            height: measure(CheckupItemCode.HEIGHT),
            weight: measure(CheckupItemCode.WEIGHT),
            visionLeft: measure(CheckupItemCode.VISION_LEFT),
            visionRight: measure(CheckupItemCode.VISION_RIGHT),
            caries: measure(CheckupItemCode.CARIES),
            items: recorded.map(({ item, value }) => ({ itemName: item.itemName, unit: item.unit, kind: item.kind, value, level: checkupLevel(item, value) })),
          };
        }),
      };
    },
  };
}

export type CheckupService = ReturnType<typeof checkupService>;

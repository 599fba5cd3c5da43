import { z } from 'zod';
import { nameText } from '../fields.js';
import { flag, id, int, intAmong, numeric, pageInput, pageOf } from '../endpoint.js';
import { uploadedFile } from '../files/files.schemas.js';
import { calendarDate, idList } from '../child/child.schemas.js';

/**
 * 幼儿体检: templates of checkup items, batches (a checkup of chosen classes on a day, with a
 * template's items copied in), and each child's values in a batch.
 */

/** How an item is recorded: a measure (身高 123.5), a count (龋齿 2 颗) or a finding (听力 正常/异常). */
export const CheckupItemKind = { NUMBER: 1, COUNT: 2, RESULT: 3 } as const;
export const checkupItemKindLabel: Record<number, string> = { 1: '数值', 2: '计数', 3: '正常/异常' };
export const CHECKUP_ITEM_KINDS = Object.values(CheckupItemKind);
export const CHECKUP_RESULTS = ['正常', '异常'] as const;

/**
 * The items the health read and the child's 体检 chart know, whatever a school renames them to.
 * An item a school adds itself has no code.
 */
export const CheckupItemCode = {
  HEIGHT: 'height',
  WEIGHT: 'weight',
  VISION_LEFT: 'visionLeft',
  VISION_RIGHT: 'visionRight',
  CARIES: 'caries',
  HEMOGLOBIN: 'hemoglobin',
  HEARING: 'hearing',
} as const;

export const MAX_TEMPLATE_ITEMS = 30;
export const MAX_CHECKUP_IMPORT_ROWS = 2000;
/** The longest interval the child's health read covers: the years of kindergarten. */
export const MAX_HEALTH_RANGE_DAYS = 4 * 366;
/** A measure above this is a typing slip whatever the unit. */
export const MAX_MEASURE = 10_000;
export const MAX_COUNT = 99;

const blankAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const optionalId = () => blankAsUndefined(id());
const optionalLimit = (what: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    numeric(z.number({ error: `${what}应为数字` }).min(0, `${what}不能为负数`).max(MAX_MEASURE, `${what}不能超过${MAX_MEASURE}`)).nullable(),
  );
const itemKind = () =>
  intAmong(CHECKUP_ITEM_KINDS, '项目类型为1（数值）、2（计数）或3（正常/异常）');

// ---- templates ----

export const TemplateItemInput = z
  .object({
    /** An item already in the template keeps its id: it is renamed or changed; one without is added. */
    itemId: optionalId(),
    itemName: nameText('项目名称', 20),
    unit: z.preprocess((value) => value ?? '', z.string().trim().max(10, '单位最多10字')),
    kind: itemKind(),
    /** The normal range of a measure (视力 ≥ 4.8, 血红蛋白 ≥ 110): values outside count as 偏低 or 偏高. */
    refLow: optionalLimit('正常下限'),
    refHigh: optionalLimit('正常上限'),
  })
  .superRefine((item, context) => {
    if (item.kind !== CheckupItemKind.NUMBER && (item.refLow !== null || item.refHigh !== null)) {
      context.addIssue({ code: 'custom', path: ['refLow'], message: `${item.itemName}不是数值项目，不能设置正常范围` });
    } else if (item.refLow !== null && item.refHigh !== null && item.refLow > item.refHigh) {
      context.addIssue({ code: 'custom', path: ['refHigh'], message: `${item.itemName}的正常下限不能大于上限` });
    }
  });
export type TemplateItemInput = z.infer<typeof TemplateItemInput>;

const templateItems = () =>
  z
    .array(TemplateItemInput)
    .min(1, '模板至少要有一个体检项目')
    .max(MAX_TEMPLATE_ITEMS, `模板最多${MAX_TEMPLATE_ITEMS}个项目`)
    .superRefine((items, context) => {
      const names = items.map((item) => item.itemName);
      const repeated = names.find((name, index) => names.indexOf(name) !== index);
      if (repeated) context.addIssue({ code: 'custom', message: `项目「${repeated}」重复` });
    });

export const AddTemplateInput = z.object({
  templateName: nameText('模板名称', 30),
  /** Absent: the default items (身高、体重、视力 ...), to edit afterwards. */
  items: templateItems().optional(),
});
export type AddTemplateInput = z.infer<typeof AddTemplateInput>;
export const UpdateTemplateNameInput = z.object({ templateId: id(), templateName: nameText('模板名称', 30) });
export const UpdateTemplateItemsInput = z.object({ templateId: id(), items: templateItems() });
export type UpdateTemplateItemsInput = z.infer<typeof UpdateTemplateItemsInput>;
export const TemplateIdInput = z.object({ templateId: id() });
export const SavedTemplate = z.object({ templateId: z.number().int() });

export const CheckupItem = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  unit: z.string(),
  kind: z.number().int(),
  code: z.string().nullable(),
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
});
export type CheckupItem = z.infer<typeof CheckupItem>;

export const CheckupTemplate = z.object({
  templateId: z.number().int(),
  templateName: z.string(),
  isDefault: z.boolean(),
  /** Batches made from it: such a template cannot be deleted. */
  batchCount: z.number().int(),
  items: z.array(CheckupItem),
});
export type CheckupTemplate = z.infer<typeof CheckupTemplate>;
export const TemplateList = z.object({ list: z.array(CheckupTemplate) });

// ---- batches ----

export const AddBatchInput = z.object({
  batchName: nameText('体检名称', 30),
  checkupDate: calendarDate(),
  templateId: id(),
  classIds: idList('参加体检的班级'),
});
export type AddBatchInput = z.infer<typeof AddBatchInput>;
export const SavedBatch = z.object({ batchId: z.number().int() });
export const BatchIdInput = z.object({ batchId: id() });

export const BatchListInput = z.object({ ...pageInput, keyword: z.string().trim().max(30).optional() });
export const BatchRow = z.object({
  batchId: z.number().int(),
  batchName: z.string(),
  checkupDate: z.string(),
  templateName: z.string(),
  classNames: z.array(z.string()),
  childCount: z.number().int(),
  checkedCount: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type BatchRow = z.infer<typeof BatchRow>;
export const BatchPage = pageOf(BatchRow);

/** Where in a batch: a grade, or a class, or all of it. */
const batchScope = { batchId: id(), gradeId: optionalId(), classId: optionalId() };
export const BatchScopeInput = z.object(batchScope);
export type BatchScopeInput = z.infer<typeof BatchScopeInput>;

export const ClassProgress = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  childCount: z.number().int(),
  checkedCount: z.number().int(),
});
export type ClassProgress = z.infer<typeof ClassProgress>;
export const BatchProgress = z.object({ childCount: z.number().int(), checkedCount: z.number().int(), classes: z.array(ClassProgress) });

export const BatchInfo = BatchProgress.extend({
  batchId: z.number().int(),
  batchName: z.string(),
  checkupDate: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  /** The items as the template had them when the batch was made: later template edits leave a batch alone. */
  items: z.array(CheckupItem),
});
export type BatchInfo = z.infer<typeof BatchInfo>;

// ---- a child's values ----

export const DataListInput = z.object({
  ...batchScope,
  childName: z.string().trim().max(20).optional(),
  /** The page, from 1. */
  startIndex: pageInput.pageIndex,
  onePageNum: pageInput.pageSize,
});
export type DataListInput = z.infer<typeof DataListInput>;

export const ItemValue = z.object({ itemId: z.number().int(), value: z.string() });
export const ChildCheckupRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  sex: z.number().int(),
  birthday: z.string().nullable(),
  classId: z.number().int(),
  className: z.string(),
  checkedAt: z.string().nullable(),
  values: z.array(ItemValue),
});
export type ChildCheckupRow = z.infer<typeof ChildCheckupRow>;
export const ChildCheckupPage = pageOf(ChildCheckupRow);

export const StudentCheckupInput = z.object({ batchId: id(), studentId: id() });
export const StudentCheckup = ChildCheckupRow.extend({
  batchId: z.number().int(),
  batchName: z.string(),
  checkupDate: z.string(),
  items: z.array(CheckupItem.extend({ value: z.string().nullable(), level: z.string().nullable() })),
});

export const AddDataInput = z.object({
  batchId: id(),
  studentId: id(),
  /** Every item measured; an item left out or blank was not measured. Replaces what was recorded. */
  values: z
    .array(z.object({ itemId: id(), value: z.preprocess((value) => (value === null || value === undefined ? '' : String(value)), z.string().trim().max(20, '体检结果最多20字')) }))
    .max(MAX_TEMPLATE_ITEMS, `最多${MAX_TEMPLATE_ITEMS}个项目`),
});
export type AddDataInput = z.infer<typeof AddDataInput>;
export const SavedData = z.object({ studentId: z.number().int(), checkedAt: z.string() });

// ---- statistics ----

export const StatisticsInput = z.object({
  ...batchScope,
  /** One item only, by its name in the batch. */
  itemName: z.string().trim().max(20).optional(),
  sex: blankAsUndefined(int(1, 2, '性别为1（男）或2（女）')),
});
export type StatisticsInput = z.infer<typeof StatisticsInput>;

export const ItemStatistics = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  unit: z.string(),
  kind: z.number().int(),
  /** Children with a value for the item. */
  measuredCount: z.number().int(),
  /** Of measures and counts; null for findings and when nobody was measured. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  average: z.number().nullable(),
  /** Children per evaluation level (偏低/正常/偏高, 有/无, 正常/异常); empty for a measure without a normal range. */
  levels: z.array(z.object({ level: z.string(), count: z.number().int() })),
});
export type ItemStatistics = z.infer<typeof ItemStatistics>;
export const CheckupStatistics = z.object({ childCount: z.number().int(), checkedCount: z.number().int(), items: z.array(ItemStatistics) });
export type CheckupStatistics = z.infer<typeof CheckupStatistics>;

// ---- import and export ----

export const ImportDataInput = z
  .object({
    batchId: id(),
    /** The Java family's multipart file. */
    file: uploadedFile().optional(),
    /** The legacy family's (and the console's) .xlsx, base64 (a data: URL is accepted too). */
    fileContent: z.string().max(2_000_000, '文件过大，请分批导入').optional(),
    fileName: z.string().trim().max(100).default('体检数据.xlsx'),
    /** true (default): write the good rows and keep the failed ones for the error report; false: nothing when any row fails. */
    onlyValidRows: flag().default(true),
  })
  .refine((input) => input.file || input.fileContent, { message: '请选择要导入的文件', path: ['fileContent'] });
export type ImportDataInput = z.infer<typeof ImportDataInput>;

export const ImportRowError = z.object({ rowNumber: z.number().int(), studentName: z.string(), messages: z.array(z.string()) });
export const ImportResult = z.object({
  importId: z.number().int(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.number().int(),
  /** The first failed rows; GetImportFailData and the error report hold them all. */
  errors: z.array(ImportRowError),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const ImportFailInput = z.object({ batchId: id(), /** Whose import; the caller's by default. */ userId: optionalId() });
export const ImportFailData = z.object({
  /** Null when the user has not imported into the batch. */
  importId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  importedAt: z.string().nullable(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.array(ImportRowError.extend({ cells: z.array(z.string()) })),
});

// ---- the child's health read ----

export const StudentHealthInput = z
  .object({ studentId: id(), startDate: calendarDate(), endDate: calendarDate() })
  .superRefine((input, context) => {
    if (input.startDate > input.endDate) context.addIssue({ code: 'custom', path: ['startDate'], message: '开始日期不能晚于结束日期' });
    else if ((Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 >= MAX_HEALTH_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: `时间段最长${MAX_HEALTH_RANGE_DAYS}天` });
    }
  });

const measure = () => z.number().nullable();
export const HealthCheckup = z.object({
  batchId: z.number().int(),
  batchName: z.string(),
  checkupDate: z.string(),
  className: z.string(),
  /** Age on the checkup day in whole months, for the chart's axis; null without a birthday. */
  ageMonths: z.number().int().nullable(),
  height: measure(),
  weight: measure(),
  visionLeft: measure(),
  visionRight: measure(),
  caries: measure(),
  /** Every item recorded, these included, with its evaluation. */
  items: z.array(z.object({ itemName: z.string(), unit: z.string(), kind: z.number().int(), value: z.string(), level: z.string().nullable() })),
});
export type HealthCheckup = z.infer<typeof HealthCheckup>;
export const StudentHealth = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Oldest first, so that a chart reads left to right. */
  checkups: z.array(HealthCheckup),
});
export type StudentHealth = z.infer<typeof StudentHealth>;

/** What a finding or a measure says against its item's normal range (null: the item has no levels). */
export function checkupLevel(item: Pick<CheckupItem, 'kind' | 'refLow' | 'refHigh'>, value: string): string | null {
  if (item.kind === CheckupItemKind.RESULT) return value;
  const number = Number(value);
  if (item.kind === CheckupItemKind.COUNT) return number > 0 ? '有' : '无';
  if (item.refLow === null && item.refHigh === null) return null;
  if (item.refLow !== null && number < item.refLow) return '偏低';
  if (item.refHigh !== null && number > item.refHigh) return '偏高';
  return '正常';
}

/** The levels an item counts children by, in the order a table shows them. */
export function checkupLevels(item: Pick<CheckupItem, 'kind' | 'refLow' | 'refHigh'>): string[] {
  if (item.kind === CheckupItemKind.RESULT) return [...CHECKUP_RESULTS];
  if (item.kind === CheckupItemKind.COUNT) return ['无', '有'];
  if (item.refLow === null && item.refHigh === null) return [];
  return [...(item.refLow !== null ? ['偏低'] : []), '正常', ...(item.refHigh !== null ? ['偏高'] : [])];
}

/** Why a typed value does not fit the item, or null when it does. */
export function checkupValueProblem(item: Pick<CheckupItem, 'kind' | 'itemName'>, value: string): string | null {
  if (item.kind === CheckupItemKind.RESULT) return (CHECKUP_RESULTS as readonly string[]).includes(value) ? null : `${item.itemName}应填写正常或异常`;
  if (item.kind === CheckupItemKind.COUNT) {
    return /^\d+$/.test(value) && Number(value) <= MAX_COUNT ? null : `${item.itemName}应为0到${MAX_COUNT}的整数`;
  }
  if (!/^\d+(\.\d+)?$/.test(value)) return `${item.itemName}应为数字，如 105.5`;
  // A number past the limit is a number: saying so would send the user looking for a typo.
  return Number(value) <= MAX_MEASURE ? null : `${item.itemName}不能超过${MAX_MEASURE}`;
}

/** An item's column header in the tables and workbooks: its name with the unit or the values it takes. */
export function checkupItemHeader(item: Pick<CheckupItem, 'itemName' | 'unit' | 'kind'>): string {
  if (item.kind === CheckupItemKind.RESULT) return `${item.itemName}(正常/异常)`;
  return item.unit ? `${item.itemName}(${item.unit})` : item.itemName;
}

export type DefaultItem = Omit<CheckupItem, 'itemId'>;

/** A new school's template: what a kindergarten's yearly checkup (儿童保健) records. */
export const DEFAULT_CHECKUP_ITEMS: readonly DefaultItem[] = [
  { itemName: '身高', unit: 'cm', kind: CheckupItemKind.NUMBER, code: CheckupItemCode.HEIGHT, refLow: null, refHigh: null },
  { itemName: '体重', unit: 'kg', kind: CheckupItemKind.NUMBER, code: CheckupItemCode.WEIGHT, refLow: null, refHigh: null },
  // 五分记录法; below 4.8 a 4-6 year old is referred for a further eye check.
  { itemName: '视力（左眼）', unit: '', kind: CheckupItemKind.NUMBER, code: CheckupItemCode.VISION_LEFT, refLow: 4.8, refHigh: null },
  { itemName: '视力（右眼）', unit: '', kind: CheckupItemKind.NUMBER, code: CheckupItemCode.VISION_RIGHT, refLow: 4.8, refHigh: null },
  { itemName: '龋齿', unit: '颗', kind: CheckupItemKind.COUNT, code: CheckupItemCode.CARIES, refLow: null, refHigh: null },
  // WHO: below 110 g/L a child under five is anaemic.
  { itemName: '血红蛋白', unit: 'g/L', kind: CheckupItemKind.NUMBER, code: CheckupItemCode.HEMOGLOBIN, refLow: 110, refHigh: null },
  { itemName: '听力', unit: '', kind: CheckupItemKind.RESULT, code: CheckupItemCode.HEARING, refLow: null, refHigh: null },
];
export const DEFAULT_TEMPLATE_NAME = '幼儿常规体检';

import type { Generated } from 'kysely';

/** A named list of checkup items a school makes batches from. */
export interface CheckupTemplateTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** The template made for the school on first use. */
  isDefault: number;
  createdAt: string;
  updatedAt: string;
}

/** The item fields a template and a batch both keep. */
interface ItemColumns {
  id: Generated<number>;
  schoolId: number;
  name: string;
  unit: string;
  /** CheckupItemKind: 1 数值, 2 计数, 3 正常/异常. */
  kind: number;
  /** CheckupItemCode of a default item (height, weight ...); null for an item a school added. */
  code: string | null;
  refLow: number | null;
  refHigh: number | null;
  sortOrder: number;
}

export interface CheckupTemplateItemTable extends ItemColumns {
  templateId: number;
}

/** A checkup of chosen classes on one day. */
export interface CheckupBatchTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  checkupDate: string;
  templateId: number;
  createdBy: number;
  createdAt: string;
}

export interface CheckupBatchClassTable {
  schoolId: number;
  batchId: number;
  classId: number;
}

/** The template's items as they were when the batch was made: values belong to these. */
export interface CheckupBatchItemTable extends ItemColumns {
  batchId: number;
}

/** A child on a batch's list, in the class they were in when the batch was made; checked once values are entered. */
export interface CheckupRecordTable {
  id: Generated<number>;
  schoolId: number;
  batchId: number;
  childId: number;
  classId: number;
  checkedAt: string | null;
  checkedBy: number | null;
}

export interface CheckupValueTable {
  schoolId: number;
  recordId: number;
  itemId: number;
  /** As typed: a number for a measure or count, 正常/异常 for a finding. */
  value: string;
}

/** An import into a batch, with the rows that failed, for GetImportFailData and ExportFailData. */
export interface CheckupImportTable {
  id: Generated<number>;
  schoolId: number;
  batchId: number;
  teacherId: number;
  fileName: string;
  totalRows: number;
  importedRows: number;
  /** JSON: [{ rowNumber, studentName, cells, messages }]. */
  failedRows: string;
  /** The header row of the file's template, so that the error report has the columns it was made with. */
  columns: string;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    checkupTemplate: CheckupTemplateTable;
    checkupTemplateItem: CheckupTemplateItemTable;
    checkupBatch: CheckupBatchTable;
    checkupBatchClass: CheckupBatchClassTable;
    checkupBatchItem: CheckupBatchItemTable;
    checkupRecord: CheckupRecordTable;
    checkupValue: CheckupValueTable;
    checkupImport: CheckupImportTable;
  }
}

/** What the server made of an import: every import call answers this shape. */
export interface ImportOutcome {
  /** The import's error report; absent where the call keeps none (食谱). */
  importId?: number;
  totalRows: number;
  importedRows: number;
  failedRows: number;
  /** The first failed rows, each with the name in its first column. */
  errors: ImportRowError[];
}

export interface ImportRowError {
  rowNumber: number;
  name: string;
  messages: string[];
}

/** What the rows are, in the words of the summary: 教师 counted in 位, 幼儿 in 名. */
export interface ImportSubject {
  noun: string;
  unit: string;
  /**
   * The title of the error report's column that says which row it is (幼儿姓名, 活动名称 ...);
   * absent where a row has no name (a cookbook row is a day, a meal and its dishes).
   */
  rowName?: string;
}

export interface ImportSummary {
  status: 'success' | 'warning' | 'error';
  title: string;
}

/** The headline of an import's result, telling whether nothing, some or all rows went in. */
export function importSummary(outcome: ImportOutcome, onlyValidRows: boolean, { noun, unit }: ImportSubject): ImportSummary {
  if (outcome.failedRows === 0) return { status: 'success', title: `成功导入 ${outcome.importedRows} ${unit}${noun}` };
  if (outcome.importedRows > 0) {
    return { status: 'warning', title: `已导入 ${outcome.importedRows} ${unit}${noun}，${outcome.failedRows} 行有错误未导入` };
  }
  return {
    status: 'error',
    title: onlyValidRows ? `${outcome.failedRows} 行都有错误，没有可导入的${noun}` : `有 ${outcome.failedRows} 行错误，本次未导入任何${noun}`,
  };
}

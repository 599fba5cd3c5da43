import { describe, expect, it } from 'vitest';
import { importSummary, type ImportOutcome } from './import-summary';

const teachers = { noun: '教师', unit: '位', rowName: '教师姓名' };
const outcome = (importedRows: number, failedRows: number): ImportOutcome => ({
  importId: 1,
  totalRows: importedRows + failedRows,
  importedRows,
  failedRows,
  errors: [],
});

describe('importSummary', () => {
  it('counts the rows in when none failed', () => {
    expect(importSummary(outcome(3, 0), false, teachers)).toEqual({ status: 'success', title: '成功导入 3 位教师' });
  });

  it('warns when the good rows went in and others did not', () => {
    expect(importSummary(outcome(2, 1), true, teachers)).toEqual({ status: 'warning', title: '已导入 2 位教师，1 行有错误未导入' });
  });

  it('says nothing went in, and why, when no row did', () => {
    expect(importSummary(outcome(0, 2), false, teachers)).toEqual({ status: 'error', title: '有 2 行错误，本次未导入任何教师' });
    expect(importSummary(outcome(0, 2), true, teachers)).toEqual({ status: 'error', title: '2 行都有错误，没有可导入的教师' });
  });
});

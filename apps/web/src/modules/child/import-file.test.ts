import { describe, expect, it } from 'vitest';
import { importFileProblem, MAX_IMPORT_BYTES, readAsBase64 } from './import-file';

describe('importFileProblem', () => {
  it('takes an xlsx workbook within the limit', () => {
    expect(importFileProblem({ name: '幼儿导入.XLSX', size: 2048 })).toBeUndefined();
  });

  it('refuses other formats, empty files and files over the limit', () => {
    expect(importFileProblem({ name: '幼儿.xls', size: 2048 })).toMatch(/xlsx/);
    expect(importFileProblem({ name: '幼儿.xlsx', size: 0 })).toBe('文件是空的');
    expect(importFileProblem({ name: '幼儿.xlsx', size: MAX_IMPORT_BYTES + 1 })).toMatch(/分批导入/);
  });
});

describe('readAsBase64', () => {
  it('gives the bytes as plain base64, without the data URL prefix', async () => {
    const file = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff])], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(await readAsBase64(file)).toBe(btoa(String.fromCharCode(0x50, 0x4b, 0x03, 0x04, 0xff)));
  });
});

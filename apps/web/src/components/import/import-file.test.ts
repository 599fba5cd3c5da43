import { describe, expect, it } from 'vitest';
import { importFileProblem, maxImportBytes, readAsBase64 } from './import-file';

describe('maxImportBytes', () => {
  it('is the file size whose base64 fits the limit', () => {
    expect(maxImportBytes(2_000_000)).toBe(1_500_000);
  });
});

describe('importFileProblem', () => {
  const limit = 1024;

  it('takes an xlsx workbook within the limit', () => {
    expect(importFileProblem({ name: '教师导入.XLSX', size: 512 }, limit)).toBeUndefined();
  });

  it('refuses other formats, empty files and files over the limit', () => {
    expect(importFileProblem({ name: '教师.xls', size: 512 }, limit)).toMatch(/xlsx/);
    expect(importFileProblem({ name: '教师.xlsx', size: 0 }, limit)).toBe('文件是空的');
    expect(importFileProblem({ name: '教师.xlsx', size: limit + 1 }, limit)).toMatch(/分批导入/);
  });
});

describe('readAsBase64', () => {
  it('gives the bytes as plain base64, without the data URL prefix', async () => {
    const file = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff])]);
    expect(await readAsBase64(file)).toBe(btoa(String.fromCharCode(0x50, 0x4b, 0x03, 0x04, 0xff)));
  });
});

import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    const header = `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('班级学生名单.xlsx')}`;
    expect(fileNameFromDisposition(header, 'x')).toBe('班级学生名单.xlsx');
  });

  it('accepts the extended name first and in any case', () => {
    expect(fileNameFromDisposition(`attachment; FILENAME*=utf-8'zh'%E5%90%8D.csv; filename=a.csv`, 'x')).toBe('名.csv');
  });

  it('decodes ISO-8859-1 extended names', () => {
    expect(fileNameFromDisposition(`attachment; filename*=iso-8859-1'en'%A3%20rates.txt`, 'x')).toBe('£ rates.txt');
  });

  it('falls back to the quoted or bare plain name', () => {
    expect(fileNameFromDisposition('attachment; filename="report \\"a\\".xlsx"', 'x')).toBe('report "a".xlsx');
    expect(fileNameFromDisposition('attachment; filename=report.xlsx', 'x')).toBe('report.xlsx');
  });

  it('uses the fallback without a usable name', () => {
    expect(fileNameFromDisposition(null, '导出文件')).toBe('导出文件');
    expect(fileNameFromDisposition('attachment', '导出文件')).toBe('导出文件');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E5%90`, '导出文件')).toBe('导出文件');
  });
});

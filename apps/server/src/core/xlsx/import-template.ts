import ExcelJS from 'exceljs';
import type { FileResult } from '../file-result.js';
import { XLSX_CONTENT_TYPE } from './xlsx.js';

/** An import template: the sheet to fill in, its drop-downs, and a sheet saying how to fill it in. */
export interface ImportTemplate {
  sheetName: string;
  /** The headers, in order; a header ending in * is required and shown in red. */
  columns: readonly string[];
  width(header: string): number;
  /** Columns kept as text: phones, dates and times typed into general cells would turn into Excel's numbers. */
  asText(header: string): boolean;
  /** The lists drop-downs offer, each a column of the hidden 选项 sheet (A, B, ...). */
  lists: readonly (readonly string[])[];
  /** Drop-downs by column (0-based): the index of one of `lists`, or a few values written into the rule itself. */
  dropDowns: Record<number, number | readonly string[]>;
  /** How many rows below the header get the drop-downs. */
  rows: number;
  /** How to fill it in, a line each. */
  guide: readonly string[];
}

const LIST_COLUMNS = 'ABCDEFGHIJ';

export async function importTemplateFile(fileName: string, template: ImportTemplate): Promise<FileResult> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '园务';
  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((header) => ({ header, width: template.width(header) }));
  sheet.getRow(1).font = { bold: true };
  template.columns.forEach((header, index) => {
    if (header.endsWith('*')) sheet.getRow(1).getCell(index + 1).font = { bold: true, color: { argb: 'FFC00000' } };
    if (template.asText(header)) sheet.getColumn(index + 1).numFmt = '@';
  });

  const options = workbook.addWorksheet('选项', { state: 'hidden' });
  template.lists.forEach((values, column) => values.forEach((value, row) => (options.getRow(row + 1).getCell(column + 1).value = value)));
  const formulaeOf = (dropDown: number | readonly string[]) => {
    if (typeof dropDown !== 'number') return [`"${dropDown.join(',')}"`];
    const column = LIST_COLUMNS[dropDown]!;
    return [`选项!$${column}$1:$${column}$${Math.max(template.lists[dropDown]!.length, 1)}`];
  };
  const dropDowns = Object.entries(template.dropDowns).map(([column, dropDown]) => [Number(column) + 1, formulaeOf(dropDown)] as const);
  for (let row = 2; row <= template.rows + 1; row += 1) {
    for (const [column, formulae] of dropDowns) sheet.getRow(row).getCell(column).dataValidation = { type: 'list', allowBlank: true, formulae };
  }

  const guide = workbook.addWorksheet('填写说明');
  guide.getColumn(1).width = 90;
  template.guide.forEach((line) => guide.addRow([line]));
  return { fileName, contentType: XLSX_CONTENT_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

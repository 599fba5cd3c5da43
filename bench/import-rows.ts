/** Children for the import workload: distinct on every repetition, valid for the import's checks. */
import { studentImportColumns } from '@yuanwu/shared';
import ExcelJS from 'exceljs';

export interface ImportRow {
  name: string;
  sex: number;
  birthday: string;
  classId: number;
  className: string;
  guardians: { name: string; phone: string; relationType: number }[];
}

const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许';
const GIVEN = '浩宇轩涵博文俊杰昊然睿诺辰逸晨阳铭泽航思远嘉懿沐宸皓天佑安景行承明哲煜城启欣怡诗桐';
const BIRTH_DAYS = 700;
const DAY_MS = 24 * 3600 * 1000;

/** Row `index` of repetition `rep`: the name and birthday pair is unique, the phones too (12 + rep + index). */
export function importRows(rep: number, count: number, target: { classId: number; className: string }): ImportRow[] {
  return Array.from({ length: count }, (_row, index) => {
    const pair = Math.floor(index / BIRTH_DAYS);
    const surname = SURNAMES[rep % SURNAMES.length]!;
    const name = surname + GIVEN[pair % GIVEN.length]! + GIVEN[Math.floor(pair / GIVEN.length) % GIVEN.length]!;
    const birthday = new Date(Date.UTC(2021, 0, 1) + (index % BIRTH_DAYS) * DAY_MS).toISOString().slice(0, 10);
    const phone = (offset: number) => `12${rep % 10}${String(index * 2 + offset).padStart(8, '0')}`;
    return {
      name,
      sex: (index % 2) + 1,
      birthday,
      ...target,
      guardians: [
        { name: `${surname}爸爸`, phone: phone(0), relationType: 1 },
        { name: `${name}妈妈`, phone: phone(1), relationType: 2 },
      ],
    };
  });
}

/** The rows as the import template lays them out, base64 as the import call takes them. */
export async function importWorkbook(rows: ImportRow[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('幼儿信息');
  sheet.addRow([...studentImportColumns]);
  for (const row of rows) {
    const [father, mother] = row.guardians;
    sheet.addRow([row.name, row.sex === 1 ? '男' : '女', row.birthday, '汉族', row.className, '', father!.name, '父亲', father!.phone, mother!.name, '母亲', mother!.phone]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

import { cookbookImportColumns, MAX_COOKBOOK_IMPORT_ROWS, mealTypeLabel, type CookbookImportResult, type WeekFoodListInput } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { addDays, rangeText, weekdayHeader } from '../../core/calendar.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { readImportSheet, sheetDate, type FailedRow } from '../../core/xlsx/import-workbook.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { mondayOf, weekdayOf } from './cookbook-week.js';
import * as repository from './cookbook.repository.js';
import type { DishRow } from './cookbook.repository.js';
import type { CookbookService, WeekDishes } from './cookbook.service.js';

const mealTypeByName = new Map(Object.entries(mealTypeLabel).map(([mealType, name]) => [name, Number(mealType)]));
/** Several dishes in one cell: 米饭、番茄炒蛋 (or commas, semicolons). */
const splitFoods = (text: string) => text.split(/[、,，;；/]+/).map((name) => name.trim()).filter(Boolean);

interface ParsedRow {
  rowNumber: number;
  date: string | null;
  mealType: number | undefined;
  foodNames: string[];
  cells: string[];
}

/** 食谱的导出、导入与模板: the week as a grid for Excel, and a row per dish back in. */
export function cookbookFiles(deps: { clock: Clock; cookbooks: CookbookService }) {
  /** Each row's problems, against the school's rule and foods; the week's dishes when all are right. */
  async function checkRows(db: SchoolDb, rows: ParsedRow[]) {
    const rule = await deps.cookbooks.ruleOf(db);
    const foods = new Map((await repository.foodsByNames(db, [...new Set(rows.flatMap((row) => row.foodNames))])).map((food) => [food.foodName, food.foodId]));
    const failed: FailedRow[] = [];
    const dishes: DishRow[] = [];
    for (const row of rows) {
      const messages: string[] = [];
      if (!row.date) messages.push('日期应为有效日期，如 2026-11-23');
      else if (!rule.weekDays.includes(weekdayOf(row.date))) messages.push(`${row.date}不是供餐日`);
      if (row.mealType === undefined) messages.push(`餐次应为${Object.values(mealTypeLabel).join('、')}之一`);
      else if (!rule.mealTypes.includes(row.mealType)) messages.push(`本园未开设${mealTypeLabel[row.mealType]}`);
      if (row.foodNames.length === 0) messages.push('请填写菜品');
      const unknown = row.foodNames.filter((name) => !foods.has(name));
      if (unknown.length) messages.push(`食物管理中没有：${unknown.join('、')}`);
      if (messages.length) failed.push({ rowNumber: row.rowNumber, cells: row.cells, messages });
      else for (const name of row.foodNames) dishes.push({ date: row.date!, mealType: row.mealType!, foodId: foods.get(name)! });
    }
    return { failed, dishes };
  }

  const byWeek = (dishes: DishRow[]): WeekDishes[] => {
    const weeks = new Map<string, DishRow[]>();
    for (const dish of dishes) {
      const weekStart = mondayOf(dish.date);
      const seen = weeks.get(weekStart) ?? [];
      // The same food twice in one meal is one dish.
      if (!seen.some((other) => other.date === dish.date && other.mealType === dish.mealType && other.foodId === dish.foodId)) seen.push(dish);
      weeks.set(weekStart, seen);
    }
    return [...weeks].map(([weekStart, weekDishes]) => ({ weekStart, dishes: weekDishes }));
  };

  return {
    /** The grade's week: a row per meal type, a column per day, the dishes of each meal in its cell. */
    async exportWeek(db: SchoolDb, session: SessionIdentity, input: WeekFoodListInput) {
      const week = await deps.cookbooks.weekFoodList(db, input);
      type Meal = (typeof week.mealTypes)[number];
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), week.gradeName, '食谱'], week.weekStart);
      return xlsxFile<Meal>(
        fileName,
        rangeText({ startDate: week.weekStart, endDate: week.weekEnd }),
        [
          { header: '餐次', width: 10, value: (meal) => meal.mealTypeName },
          ...week.days.map((day) => ({
            header: weekdayHeader(day.date),
            width: 24,
            value: (meal: Meal) => day.meals.find((item) => item.mealType === meal.mealType)?.foods.map((food) => food.foodName).join('、') ?? '',
          })),
        ],
        week.mealTypes,
      );
    },

    /** The template: the columns and an example week of this Monday's breakfast and lunch. */
    template() {
      const monday = mondayOf(schoolDate(deps.clock.now()));
      const examples = [
        [monday, '早餐', '牛奶、鸡蛋'],
        [monday, '午餐', '米饭、番茄炒蛋、紫菜蛋花汤'],
        [addDays(monday, 1), '早餐', '小米粥、花卷'],
      ];
      return xlsxFile<string[]>('食谱导入模板.xlsx', '食谱', cookbookImportColumns.map((header, index) => ({ header, width: index === 2 ? 40 : 14, value: (row) => row[index]! })), examples);
    },

    /** All or nothing: every row is checked first; a wrong row leaves every cookbook as it was. */
    async importRows(db: SchoolDb, session: SessionIdentity, input: { fileContent: string; gradeIds: number[] }): Promise<CookbookImportResult> {
      await deps.cookbooks.assertGrades(db, input.gradeIds);
      const sheet = await readImportSheet(input.fileContent, cookbookImportColumns, MAX_COOKBOOK_IMPORT_ROWS);
      const rows = sheet.map(({ rowNumber, cells }) => ({
        rowNumber,
        cells,
        date: sheetDate(cells[0] ?? ''),
        mealType: mealTypeByName.get((cells[1] ?? '').trim()),
        foodNames: splitFoods(cells[2] ?? ''),
      }));
      const { failed, dishes } = await checkRows(db, rows);
      const errors = failed.map(({ rowNumber, messages }) => ({ rowNumber, messages }));
      if (failed.length) return { totalRows: rows.length, importedRows: 0, errors };
      await deps.cookbooks.importWeeks(db, session, input.gradeIds, byWeek(dishes));
      return { totalRows: rows.length, importedRows: rows.length, errors: [] };
    },
  };
}

export type CookbookFiles = ReturnType<typeof cookbookFiles>;

import { ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function workbookOf(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('食谱');
  sheet.addRow(['日期*', '餐次*', '菜品*']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const FOOD_SAVE = '/javaApi/food/addOrUpdateFood';
const FOOD_LIST = '/javaApi/food/getFoodList';
const FOOD_DELETE = '/javaApi/food/delFood';
const FOOD_ICONS = '/javaApi/food/getRecommendIconList';
const FOOD_BY_NAME = '/javaApi/food/getFoodByName';
const TYPES = '/javaApi/cookbook/getMealTypeList';
const WEEK = '/javaApi/cookbook/getWeekFoodList';
const RULE = '/javaApi/cookbook/getRule';
const RULE_SAVE = '/javaApi/cookbook/addOrUpdateRule';
const GRADES = '/javaApi/cookbook/getGradeListBySchool';
const BRANCHES = '/javaApi/cookbook/getBranchSchoolList';
const SHARED = '/javaApi/cookbook/getSharedCookbookList';
const ADD = '/javaApi/cookbook/addCookbook';
const COPY = '/javaApi/cookbook/copyCookbook';
const DELETE = '/javaApi/cookbook/batchDelCookbook';
const TEMPLATE = '/javaApi/cookbook/downloadImportTemplate';
const IMPORT = '/javaApi/cookbook/importCookbook';
const EXPORT = '/javaApi/cookbook/exportCookbook';
const MEALS = '/api/Student4/GetStudentMealList';

/** Monday 23 November 2026 and the weeks around it, in school A's 2026-2027 year. */
const MONDAY = '2026-11-23';
const NEXT_MONDAY = '2026-11-30';

describe.each(testDialects)('cookbooks and foods on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let small: number;
  let middle: number;
  let childId: number;
  let classId: number;
  const food: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, {});
    [admin, adminB] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone)]);
    const yearId = await t.make.schoolYear(t.schools.schoolA);
    ({ gradeId: small, classId, childId } = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班', '王小明'));
    middle = (await t.db.insertInto('grade').values({ schoolId: t.schools.schoolA, schoolYearId: yearId, name: '中班', level: 3, managerTeacherId: null }).returning('id').executeTakeFirstOrThrow()).id;
    for (const [foodName, category, icon] of [
      ['牛奶', 7, 'milk'],
      ['鸡蛋', 3, 'egg'],
      ['米饭', 1, 'rice'],
      ['番茄炒蛋', 2, 'tomato'],
      ['紫菜蛋花汤', 8, 'soup'],
      ['苹果', 6, 'apple'],
    ] as const) {
      food[foodName] = (await post(FOOD_SAVE, { foodName, category, icon })).body.data.foodId;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token: string | null = admin) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const get = (url: string, query: Record<string, unknown> = {}, token: string | null = admin) =>
    t.call('GET', url, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const download = (url: string, body: object, token = admin) => t.app.inject({ method: url === TEMPLATE ? 'GET' : 'POST', url, headers: { auth: token }, ...(url === TEMPLATE ? {} : { payload: body }) });

  const week = (overrides: Record<string, unknown> = {}) => ({
    weekStart: MONDAY,
    gradeIds: [small],
    days: [
      { date: MONDAY, meals: [{ mealType: 1, foodIds: [food['牛奶'], food['鸡蛋']] }, { mealType: 3, foodIds: [food['米饭'], food['番茄炒蛋'], food['紫菜蛋花汤']] }] },
      { date: '2026-11-24', meals: [{ mealType: 2, foodIds: [food['苹果']] }] },
    ],
    ...overrides,
  });
  const mealsOf = (days: { date: string; meals: { mealType: number; foods: { foodName: string }[] }[] }[], date: string) =>
    Object.fromEntries(days.find((day) => day.date === date)!.meals.filter((meal) => meal.foods.length).map((meal) => [meal.mealType, meal.foods.map((item) => item.foodName)]));

  it('manages foods: adds with optional nutrition, lists by name and category with paging, edits, refuses a second of the same name', async () => {
    const saved = await post(FOOD_SAVE, { foodName: '清蒸鲈鱼', category: 4, icon: 'fish', energy: 105, protein: 18.6, fat: '', carbohydrate: 0 });
    expect(saved.body).toEqual({ code: 200, message: 'success', data: { foodId: expect.any(Number) } });
    const foodId = saved.body.data.foodId;
    const list = (await get(FOOD_LIST, { searchKey: '鲈鱼' })).body.data;
    expect(list).toEqual({
      total: 1,
      list: [{ foodId, foodName: '清蒸鲈鱼', category: 4, categoryName: '水产', icon: 'fish', energy: 105, protein: 18.6, fat: null, carbohydrate: 0, usedCount: 0, updatedAt: expect.any(String) }],
    });
    expect((await get(FOOD_LIST, { category: 7 })).body.data.list.map((row: { foodName: string }) => row.foodName)).toEqual(['牛奶']);
    const paged = (await get(FOOD_LIST, { pageIndex: 2, pageSize: 3 })).body.data;
    expect([paged.total, paged.list.length]).toEqual([7, 3]);

    expect((await post(FOOD_SAVE, { foodId, foodName: '红烧鲈鱼', category: 4, icon: 'fish' })).body.data).toEqual({ foodId });
    expect((await get(FOOD_LIST, { searchKey: '鲈鱼' })).body.data.list[0]).toMatchObject({ foodName: '红烧鲈鱼', energy: null });
    expect((await post(FOOD_SAVE, { foodName: '牛奶', category: 7, icon: 'milk' })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '食物「牛奶」已存在' });
    expect((await post(FOOD_SAVE, { foodId: 999_999, foodName: '酸奶', category: 7, icon: 'milk' })).body.message).toBe('食物不存在');
    expect((await post(FOOD_DELETE, { foodId })).body.data).toEqual({ success: true });
    expect((await get(FOOD_LIST, { searchKey: '鲈鱼' })).body.data.total).toBe(0);
  });

  it('refuses a food with bad input, in Chinese', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await post(FOOD_SAVE, { foodName: '酸奶', category: 7, icon: 'milk', ...body });
      expect(answer.body.code).toBe(ErrorCode.INVALID_PARAMS);
      return answer.body.message;
    };
    expect(await refusal({ foodName: ' ' })).toBe('参数 foodName 请填写食物名称');
    expect(await refusal({ category: 11 })).toBe('参数 category 请选择食物分类');
    expect(await refusal({ icon: 'pizza' })).toBe('参数 icon 请选择推荐的食物图标');
    expect(await refusal({ protein: -1 })).toBe('参数 protein 蛋白质不能为负数');
    expect((await post(FOOD_DELETE, {})).body.message).toBe('缺少参数 foodId');
    expect((await get(FOOD_LIST, { pageIndex: 0 })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('answers the meal types, the recommended icons and foods by name', async () => {
    expect((await get(TYPES)).body.data).toEqual([
      { mealType: 1, mealTypeName: '早餐' },
      { mealType: 2, mealTypeName: '早点' },
      { mealType: 3, mealTypeName: '午餐' },
      { mealType: 4, mealTypeName: '午点' },
      { mealType: 5, mealTypeName: '晚餐' },
      { mealType: 6, mealTypeName: '晚点' },
    ]);
    expect((await get(FOOD_ICONS)).body.data).toContainEqual({ icon: 'rice', iconName: '米饭', emoji: '🍚' });
    expect((await get(FOOD_BY_NAME, { foodName: '蛋' })).body.data).toEqual([
      { foodId: food['鸡蛋'], foodName: '鸡蛋', icon: 'egg' },
      { foodId: food['番茄炒蛋'], foodName: '番茄炒蛋', icon: 'tomato' },
      { foodId: food['紫菜蛋花汤'], foodName: '紫菜蛋花汤', icon: 'soup' },
    ]);
    expect((await get(FOOD_BY_NAME, { foodName: 'x'.repeat(31) })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('reads the grades of the year a day falls in, with the year’s status', async () => {
    expect((await get(GRADES, { date: MONDAY })).body.data).toEqual({
      yearId: expect.any(Number),
      yearName: '2026-2027学年',
      yearStatus: 1,
      gradeList: [
        { gradeId: small, gradeName: '小班' },
        { gradeId: middle, gradeName: '中班' },
      ],
    });
    expect((await get(GRADES, { date: '2020-01-01' })).body.data).toEqual({ yearId: null, yearName: null, yearStatus: null, gradeList: [] });
    expect((await get(GRADES, { date: '2026-02-30' })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps a rule of meal types and weekdays, Monday to Friday’s four meals until set', async () => {
    expect((await get(RULE)).body.data).toEqual({ mealTypes: [1, 2, 3, 4], weekDays: [1, 2, 3, 4, 5] });
    expect((await post(RULE_SAVE, { mealTypes: [3, 1, 2, 4, 5], weekDays: [5, 4, 3, 2, 1, 6] })).body.data).toEqual({ success: true });
    expect((await get(RULE)).body.data).toEqual({ mealTypes: [1, 2, 3, 4, 5], weekDays: [1, 2, 3, 4, 5, 6] });
    expect((await post(RULE_SAVE, { mealTypes: [], weekDays: [1] })).body.message).toBe('参数 mealTypes 请至少选择一个餐次');
    expect((await post(RULE_SAVE, { mealTypes: [1], weekDays: [8] })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    await post(RULE_SAVE, { mealTypes: [1, 2, 3, 4], weekDays: [1, 2, 3, 4, 5] });
  });

  it('saves a week for several grades and reads it as a grid of days and meal types', async () => {
    const saved = await post(ADD, week({ weekStart: '2026-11-25', gradeIds: [small, middle] }));
    expect(saved.body.data.cookbookIds).toHaveLength(2);
    const grid = (await get(WEEK, { gradeId: middle, weekStart: '2026-11-26' })).body.data;
    expect(grid).toMatchObject({ cookbookId: saved.body.data.cookbookIds[1], gradeName: '中班', weekStart: MONDAY, weekEnd: '2026-11-29', sharedSchools: [] });
    expect(grid.mealTypes.map((meal: { mealTypeName: string }) => meal.mealTypeName)).toEqual(['早餐', '早点', '午餐', '午点']);
    expect(grid.days.map((day: { weekdayName: string }) => day.weekdayName)).toEqual(['周一', '周二', '周三', '周四', '周五']);
    expect(mealsOf(grid.days, MONDAY)).toEqual({ 1: ['牛奶', '鸡蛋'], 3: ['米饭', '番茄炒蛋', '紫菜蛋花汤'] });
    expect(grid.days[0].meals[0].foods[0]).toEqual({ foodId: food['牛奶'], foodName: '牛奶', icon: 'milk' });

    // Saving again replaces the grade's week.
    await post(ADD, week({ gradeIds: [middle], days: [{ date: '2026-11-27', meals: [{ mealType: 4, foodIds: [food['苹果']] }] }] }));
    const replaced = (await get(WEEK, { gradeId: middle, weekStart: MONDAY })).body.data;
    expect(replaced.cookbookId).toBe(grid.cookbookId);
    expect(replaced.days.flatMap((day: { meals: { foods: unknown[] }[] }) => day.meals.flatMap((meal) => meal.foods))).toHaveLength(1);
    const empty = (await get(WEEK, { gradeId: small, weekStart: '2026-12-07' })).body.data;
    expect([empty.cookbookId, empty.days.length]).toEqual([null, 5]);
  });

  it('refuses a week that does not fit the school', async () => {
    const refusal = async (overrides: Record<string, unknown>) => (await post(ADD, week(overrides))).body.message;
    expect(await refusal({ gradeIds: [] })).toBe('参数 gradeIds 请选择年级');
    expect(await refusal({ gradeIds: [999_999] })).toBe('年级不存在');
    expect(await refusal({ weekStart: '2027-08-16' })).toBe('小班所在学年不包含2027-08-16这一周');
    expect(await refusal({ days: [{ date: '2026-11-28', meals: [{ mealType: 1, foodIds: [food['牛奶']] }] }] })).toBe('周六（2026-11-28）不是供餐日，请先在供餐规则中设置');
    expect(await refusal({ days: [{ date: MONDAY, meals: [{ mealType: 5, foodIds: [food['牛奶']] }] }] })).toBe('本园未开设晚餐，请先在供餐规则中设置');
    expect(await refusal({ days: [{ date: NEXT_MONDAY, meals: [] }] })).toBe('2026-11-30不在2026-11-23这一周');
    expect(await refusal({ days: [{ date: MONDAY, meals: [{ mealType: 1, foodIds: [999_999] }] }] })).toBe('食物（编号999999）不存在，请先在食物管理中添加');
    expect(await refusal({ days: [{ date: MONDAY, meals: [{ mealType: 7, foodIds: [] }] }] })).toBe('参数 days.0.meals.0.mealType 餐次为1至6');
    expect(await refusal({ shareSchoolIds: [t.schools.schoolB] })).toBe('只能共享给本集团的其他园所');
    expect((await post(ADD, { gradeIds: [small], days: [] })).body.message).toBe('缺少参数 weekStart');
  });

  it('shares a week with a branch: the branch sees it in 共享信息, no other school does', async () => {
    expect((await get(BRANCHES)).body.data).toEqual([{ schoolId: t.schools.branchA, schoolName: '甲幼儿园分园' }]);
    expect((await get(BRANCHES, {}, adminB)).body.data).toEqual([]);
    const sharedWeek = '2026-12-14';
    const { cookbookIds } = (await post(ADD, week({ weekStart: sharedWeek, days: [{ date: sharedWeek, meals: [{ mealType: 1, foodIds: [food['牛奶']] }] }], shareSchoolIds: [t.schools.branchA] }))).body.data;
    expect((await get(WEEK, { gradeId: small, weekStart: sharedWeek })).body.data.sharedSchools).toEqual([{ schoolId: t.schools.branchA, schoolName: '甲幼儿园分园' }]);

    const inBranch = await t.login(t.people.adminA.phone);
    expect((await post('/javaApi/school/switchSchool', { schoolId: t.schools.branchA }, inBranch)).body.code).toBe(200);
    const shared = (await get(SHARED, { weekStart: '2026-12-16' }, inBranch)).body.data;
    expect(shared).toEqual([
      { cookbookId: cookbookIds[0], schoolId: t.schools.schoolA, schoolName: '甲幼儿园', gradeName: '小班', weekStart: sharedWeek, weekEnd: '2026-12-20', days: expect.any(Array) },
    ]);
    expect(mealsOf(shared[0].days, sharedWeek)).toEqual({ 1: ['牛奶'] });
    expect((await get(SHARED, { weekStart: MONDAY }, inBranch)).body.data).toEqual([]);
    expect((await get(SHARED, { weekStart: sharedWeek }, adminB)).body.data).toEqual([]);
    expect((await get(SHARED, { weekStart: sharedWeek })).body.data).toEqual([]);
    expect((await get(SHARED, {})).body.message).toBe('缺少参数 weekStart');
  });

  it('copies a grade’s week to another week and grades, day for day', async () => {
    await post(ADD, week());
    const copied = await post(COPY, { fromGradeId: small, fromWeekStart: MONDAY, toWeekStart: '2026-12-02', toGradeIds: [small, middle] });
    expect(copied.body.data.cookbookIds).toHaveLength(2);
    const target = (await get(WEEK, { gradeId: middle, weekStart: NEXT_MONDAY })).body.data;
    expect(mealsOf(target.days, NEXT_MONDAY)).toEqual({ 1: ['牛奶', '鸡蛋'], 3: ['米饭', '番茄炒蛋', '紫菜蛋花汤'] });
    expect(mealsOf(target.days, '2026-12-01')).toEqual({ 2: ['苹果'] });

    expect((await post(COPY, { fromGradeId: small, fromWeekStart: MONDAY, toWeekStart: '2026-11-27', toGradeIds: [small] })).body.message).toBe('不能复制到同一年级的同一周');
    expect((await post(COPY, { fromGradeId: small, fromWeekStart: '2027-01-04', toWeekStart: NEXT_MONDAY, toGradeIds: [middle] })).body.message).toBe('所选年级这一周还没有食谱');
    expect((await post(COPY, { fromGradeId: small, fromWeekStart: MONDAY, toWeekStart: NEXT_MONDAY })).body.message).toBe('缺少参数 toGradeIds');
  });

  it('exports a week as a grid Excel opens: meal types down, days across', async () => {
    await post(ADD, week());
    const file = await download(EXPORT, { gradeId: small, weekStart: MONDAY });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('甲幼儿园-小班-食谱-20261123.xlsx');
    // ExcelJS reads an empty cell back as nothing.
    const cells = (await sheetRows(file.rawPayload)).map((row) => Array.from({ length: 6 }, (_, index) => row[index] ?? ''));
    expect(cells).toEqual([
      ['餐次', '周一 11-23', '周二 11-24', '周三 11-25', '周四 11-26', '周五 11-27'],
      ['早餐', '牛奶、鸡蛋', '', '', '', ''],
      ['早点', '', '苹果', '', '', ''],
      ['午餐', '米饭、番茄炒蛋、紫菜蛋花汤', '', '', '', ''],
      ['午点', '', '', '', '', ''],
    ]);
    expect((await post(EXPORT, { gradeId: 999_999, weekStart: MONDAY })).body.message).toBe('年级不存在');
  });

  it('imports a sheet of dishes into the grades’ weeks, meal by meal', async () => {
    const template = await download(TEMPLATE, {});
    expect((await sheetRows(template.rawPayload))[0]).toEqual(['日期*', '餐次*', '菜品*']);
    await post(ADD, week({ weekStart: '2027-01-04', gradeIds: [middle], days: [{ date: '2027-01-04', meals: [{ mealType: 1, foodIds: [food['牛奶']] }, { mealType: 2, foodIds: [food['苹果']] }] }] }));
    const fileContent = await workbookOf([
      ['2027-01-04', '早餐', '鸡蛋、牛奶'],
      ['2027/1/5', '午餐', '米饭，番茄炒蛋'],
      ['2027-01-12', '午点', '苹果'],
    ]);
    const answer = await post(IMPORT, { fileContent, gradeIds: [middle] });
    expect(answer.body.data).toEqual({ totalRows: 3, importedRows: 3, errors: [] });
    const first = (await get(WEEK, { gradeId: middle, weekStart: '2027-01-04' })).body.data;
    expect(mealsOf(first.days, '2027-01-04')).toEqual({ 1: ['鸡蛋', '牛奶'], 2: ['苹果'] });
    expect(mealsOf(first.days, '2027-01-05')).toEqual({ 3: ['米饭', '番茄炒蛋'] });
    expect(mealsOf((await get(WEEK, { gradeId: middle, weekStart: '2027-01-11' })).body.data.days, '2027-01-12')).toEqual({ 4: ['苹果'] });
  });

  it('imports nothing from a sheet with a wrong row, and says what is wrong in each', async () => {
    const fileContent = await workbookOf([
      ['2027-02-01', '早餐', '牛奶'],
      ['2027-02-30', '宵夜', ''],
      ['2027-02-06', '晚餐', '披萨、牛奶'],
    ]);
    const answer = await post(IMPORT, { fileContent, gradeIds: [small] });
    expect(answer.body.data).toEqual({
      totalRows: 3,
      importedRows: 0,
      errors: [
        { rowNumber: 3, messages: ['日期应为有效日期，如 2026-11-23', '餐次应为早餐、早点、午餐、午点、晚餐、晚点之一', '请填写菜品'] },
        { rowNumber: 4, messages: ['2027-02-06不是供餐日', '本园未开设晚餐', '食物管理中没有：披萨'] },
      ],
    });
    expect((await get(WEEK, { gradeId: small, weekStart: '2027-02-01' })).body.data.cookbookId).toBeNull();
    expect((await post(IMPORT, { fileContent: await workbookOf([]), gradeIds: [small] })).body.message).toBe('表格中没有数据');
    expect((await post(IMPORT, { fileContent: Buffer.from('not a workbook').toString('base64'), gradeIds: [small] })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await post(IMPORT, { fileContent, gradeIds: [] })).body.message).toBe('参数 gradeIds 请选择年级');
  });

  it('deletes cookbooks in a batch; a food in a cookbook cannot be deleted until it is no longer used', async () => {
    const soup = (await post(FOOD_SAVE, { foodName: '冬瓜排骨汤', category: 8, icon: 'soup' })).body.data.foodId;
    const { cookbookIds } = (await post(ADD, week({ weekStart: '2027-03-01', gradeIds: [small, middle], days: [{ date: '2027-03-01', meals: [{ mealType: 3, foodIds: [soup] }] }] }))).body.data;
    expect((await get(FOOD_LIST, { searchKey: '冬瓜' })).body.data.list[0].usedCount).toBe(2);
    expect((await post(FOOD_DELETE, { foodId: soup })).body).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '「冬瓜排骨汤」已用于食谱中的2道菜品，请先从食谱中移除后再删除' });

    expect((await post(DELETE, { cookbookIds: [...cookbookIds, 999_999] })).body.message).toBe('食谱不存在');
    expect((await get(WEEK, { gradeId: small, weekStart: '2027-03-01' })).body.data.cookbookId).toBe(cookbookIds[0]);
    expect((await post(DELETE, { cookbookIds })).body.data).toEqual({ deletedCount: 2 });
    expect((await get(WEEK, { gradeId: small, weekStart: '2027-03-01' })).body.data.cookbookId).toBeNull();
    expect((await post(FOOD_DELETE, { foodId: soup })).body.data).toEqual({ success: true });
    expect((await post(DELETE, { cookbookIds: [] })).body.message).toBe('参数 cookbookIds 请选择要删除的食谱');
  });

  it('reads a child’s meals: the grade’s dishes on the school days the child was in class and not absent', async () => {
    const mealWeek = '2027-03-08';
    await post(ADD, week({ weekStart: mealWeek, days: [
      { date: '2027-03-08', meals: [{ mealType: 1, foodIds: [food['牛奶']] }] },
      { date: '2027-03-09', meals: [{ mealType: 3, foodIds: [food['米饭'], food['番茄炒蛋']] }] },
      { date: '2027-03-10', meals: [{ mealType: 2, foodIds: [food['苹果']] }] },
    ] }));
    await t.make.attendanceDay(t.schools.schoolA, { childId, classId, date: '2027-03-10', status: 0 });
    const answer = await get(MEALS, { studentId: childId, startDate: '2027-03-08', endDate: '2027-03-14' });
    expect(answer.body).toMatchObject({ ResponseStatus: 1, ErrorCode: 200 });
    expect(answer.body.Data).toEqual({
      SchoolDays: 4,
      List: [
        { Date: '2027-03-08', WeekdayName: '周一', ClassName: '小一班', GradeName: '小班', Meals: [{ MealType: 1, MealTypeName: '早餐', Foods: [{ FoodId: food['牛奶'], FoodName: '牛奶', Icon: 'milk' }] }] },
        {
          Date: '2027-03-09',
          WeekdayName: '周二',
          ClassName: '小一班',
          GradeName: '小班',
          Meals: [{ MealType: 3, MealTypeName: '午餐', Foods: [{ FoodId: food['米饭'], FoodName: '米饭', Icon: 'rice' }, { FoodId: food['番茄炒蛋'], FoodName: '番茄炒蛋', Icon: 'tomato' }] }],
        },
      ],
    });
    // Before the child joined the class there is nothing.
    expect((await get(MEALS, { studentId: childId, startDate: '2026-08-24', endDate: '2026-08-28' })).body.Data).toEqual({ SchoolDays: 0, List: [] });
    expect((await get(MEALS, { studentId: childId, startDate: '2027-03-14', endDate: '2027-03-08' })).body.ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await get(MEALS, { studentId: childId, startDate: '2025-01-01', endDate: '2027-03-08' })).body.ErrorMessage).toBe('查询范围最长一年');
    expect((await get(MEALS, { studentId: childId })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps every school’s cookbooks and foods to itself', async () => {
    const { cookbookIds } = (await post(ADD, week({ weekStart: '2027-04-05', days: [{ date: '2027-04-05', meals: [{ mealType: 1, foodIds: [food['牛奶']] }] }] }))).body.data;
    expect((await get(FOOD_LIST, {}, adminB)).body.data).toEqual({ list: [], total: 0 });
    expect((await get(FOOD_BY_NAME, { foodName: '牛奶' }, adminB)).body.data).toEqual([]);
    expect((await post(FOOD_SAVE, { foodId: food['牛奶'], foodName: '乙园牛奶', category: 7, icon: 'milk' }, adminB)).body.message).toBe('食物不存在');
    expect((await post(FOOD_DELETE, { foodId: food['牛奶'] }, adminB)).body.message).toBe('食物不存在');
    expect((await get(WEEK, { gradeId: small, weekStart: '2027-04-05' }, adminB)).body.message).toBe('年级不存在');
    expect((await post(EXPORT, { gradeId: small, weekStart: '2027-04-05' }, adminB)).body.message).toBe('年级不存在');
    expect((await post(ADD, week({ weekStart: '2027-04-05' }), adminB)).body.message).toBe('年级不存在');
    expect((await post(COPY, { fromGradeId: small, fromWeekStart: '2027-04-05', toWeekStart: '2027-04-12', toGradeIds: [small] }, adminB)).body.message).toBe('年级不存在');
    expect((await post(DELETE, { cookbookIds }, adminB)).body.message).toBe('食谱不存在');
    expect((await post(IMPORT, { fileContent: await workbookOf([['2027-04-06', '早餐', '牛奶']]), gradeIds: [small] }, adminB)).body.message).toBe('年级不存在');
    expect((await get(GRADES, { date: MONDAY }, adminB)).body.data.gradeList).toEqual([]);
    expect((await get(RULE, {}, adminB)).body.data).toEqual({ mealTypes: [1, 2, 3, 4], weekDays: [1, 2, 3, 4, 5] });
    expect((await get(MEALS, { studentId: childId, startDate: '2027-04-05', endDate: '2027-04-09' }, adminB)).body.ErrorMessage).toBe('幼儿不存在');
    expect((await get(WEEK, { gradeId: small, weekStart: '2027-04-05' })).body.data.cookbookId).toBe(cookbookIds[0]);
  });

  it('needs a session and a role with the screen’s module for every call', async () => {
    const outsider = await t.login(
      (await (async () => {
        const roleId = await t.make.role(t.schools.schoolA, ['Home'], '门卫');
        await t.make.teacher(t.schools.schoolA, { phone: '13600000077', roleId, name: '门卫老王' });
        return '13600000077';
      })()),
    );
    const cookOnly = await (async () => {
      const roleId = await t.make.role(t.schools.schoolA, ['CookBook.CookManage'], '保健医');
      await t.make.teacher(t.schools.schoolA, { phone: '13600000078', roleId, name: '保健医' });
      return t.login('13600000078');
    })();
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      [TYPES, 'GET', {}],
      [WEEK, 'GET', { gradeId: small, weekStart: MONDAY }],
      [RULE, 'GET', {}],
      [GRADES, 'GET', {}],
      [BRANCHES, 'GET', {}],
      [SHARED, 'GET', { weekStart: MONDAY }],
      [FOOD_LIST, 'GET', {}],
      [FOOD_ICONS, 'GET', {}],
      [FOOD_BY_NAME, 'GET', { foodName: '牛奶' }],
      [TEMPLATE, 'GET', {}],
      [MEALS, 'GET', { studentId: childId, startDate: MONDAY, endDate: NEXT_MONDAY }],
      [ADD, 'POST', week()],
      [COPY, 'POST', { fromGradeId: small, fromWeekStart: MONDAY, toWeekStart: NEXT_MONDAY, toGradeIds: [middle] }],
      [DELETE, 'POST', { cookbookIds: [1] }],
      [RULE_SAVE, 'POST', { mealTypes: [1], weekDays: [1] }],
      [IMPORT, 'POST', { fileContent: 'AA==', gradeIds: [small] }],
      [EXPORT, 'POST', { gradeId: small, weekStart: MONDAY }],
      [FOOD_SAVE, 'POST', { foodName: '酸奶', category: 7, icon: 'milk' }],
      [FOOD_DELETE, 'POST', { foodId: food['牛奶'] }],
    ];
    for (const [url, method, input] of calls) {
      const anonymous = method === 'GET' ? await get(url, input, null) : await post(url, input, null);
      const refused = method === 'GET' ? await get(url, input, outsider) : await post(url, input, outsider);
      if (url.startsWith('/api/')) {
        expect(anonymous.body, url).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
        expect(refused.body, url).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED });
      } else {
        expect(anonymous.body, url).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
        expect(refused.body, url).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      }
    }
    // 食谱管理 alone reads foods by name for its dishes, but neither manages foods nor sees 共享信息.
    expect((await get(FOOD_BY_NAME, { foodName: '牛奶' }, cookOnly)).body.code).toBe(200);
    expect((await get(FOOD_LIST, {}, cookOnly)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await get(SHARED, { weekStart: MONDAY }, cookOnly)).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});

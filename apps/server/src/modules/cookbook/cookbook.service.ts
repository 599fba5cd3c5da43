import {
  AttendStatus,
  DEFAULT_COOKBOOK_RULE,
  foodCategoryLabel,
  foodIcons,
  MAX_RANGE_DAYS,
  mealTypeLabel,
  mealTypes,
  type AddCookbookInput,
  type CookbookGradeList,
  type CookbookRule,
  type CopyCookbookInput,
  type FoodListInput,
  type SaveFoodInput,
  type SharedCookbook,
  type StudentMealList,
  type StudentMealListInput,
  type WeekFoodList,
  type WeekFoodListInput,
} from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays, weekdayName } from '../../core/calendar.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { daysOfChild } from '../attendance/index.js';
import { childrenByIds } from '../child/index.js';
import { schoolCalendar } from '../holiday/index.js';
import { schoolYearStatus } from '../school-year/index.js';
import { findSchool, schoolFamily } from '../school/index.js';
import { daysBetween, mealsOf, mondayOf, weekdayOf, weekGrid, type StoredDish } from './cookbook-week.js';
import * as repository from './cookbook.repository.js';
import type { DishRow } from './cookbook.repository.js';

const FOODS_BY_NAME_LIMIT = 20;
const unique = (ids: number[]) => [...new Set(ids)];
const numbers = (text: string) => text.split(',').filter(Boolean).map(Number);

/** The dishes a cookbook is written with, before they are placed: a week's worth of meals. */
export interface WeekDishes {
  weekStart: string;
  dishes: DishRow[];
}

export function cookbookService(deps: { db: Kysely<Database>; clock: Clock }) {
  const now = () => iso(deps.clock.now());
  const today = () => schoolDate(deps.clock.now());

  async function ruleOf(db: SchoolDb): Promise<CookbookRule> {
    const stored = await repository.findRule(db);
    return stored ? { mealTypes: numbers(stored.mealTypes), weekDays: numbers(stored.weekDays) } : DEFAULT_COOKBOOK_RULE;
  }

  /** The schools of the session school's group, itself excluded: whom it may share cookbooks with. */
  async function shareTargets(session: SessionIdentity) {
    const school = await findSchool(deps.db, session.schoolId);
    const family = await schoolFamily(deps.db, school?.parentId ?? session.schoolId);
    return family.filter((member) => member.schoolId !== session.schoolId).map(({ schoolId, schoolName }) => ({ schoolId, schoolName }));
  }

  async function assertGrades(db: SchoolDb, gradeIds: number[]) {
    const grades = await repository.gradesByIds(db, unique(gradeIds));
    if (grades.length !== unique(gradeIds).length) throw notFound('年级');
    return grades;
  }

  /** The grades, each of the school and of a school year that covers part of the week. */
  async function gradesForWeek(db: SchoolDb, gradeIds: number[], weekStart: string) {
    const grades = await assertGrades(db, gradeIds);
    const weekEnd = addDays(weekStart, 6);
    const outside = grades.find((grade) => grade.endDate < weekStart || grade.startDate > weekEnd);
    if (outside) throw invalidParams(`${outside.gradeName}所在学年不包含${weekStart}这一周`);
    return grades;
  }

  /** Refuses dishes on a day or meal the school does not serve, or of foods it does not have. */
  async function checkDishes(db: SchoolDb, dishes: DishRow[], rule: CookbookRule) {
    for (const dish of dishes) {
      if (!rule.weekDays.includes(weekdayOf(dish.date))) throw invalidParams(`${weekdayName(dish.date)}（${dish.date}）不是供餐日，请先在供餐规则中设置`);
      if (!rule.mealTypes.includes(dish.mealType)) throw invalidParams(`本园未开设${mealTypeLabel[dish.mealType]}，请先在供餐规则中设置`);
    }
    const foodIds = unique(dishes.map((dish) => dish.foodId));
    const found = new Set((await repository.foodsByIds(db, foodIds)).map((food) => food.foodId));
    const missing = foodIds.find((foodId) => !found.has(foodId));
    if (missing) throw invalidParams(`食物（编号${missing}）不存在，请先在食物管理中添加`);
  }

  /**
   * Writes the week's dishes into each grade's cookbook of that week, made when missing. `whole`
   * replaces the cookbook; otherwise only the meals the dishes name are replaced (an import).
   */
  async function writeWeek(db: SchoolDb, session: SessionIdentity, gradeIds: number[], week: WeekDishes, whole: boolean) {
    const at = now();
    const existing = new Map((await repository.cookbooksOfWeek(db, gradeIds, week.weekStart)).map((cookbook) => [cookbook.gradeId, cookbook.cookbookId]));
    const cookbookIds: number[] = [];
    for (const gradeId of gradeIds) {
      let cookbookId = existing.get(gradeId);
      if (cookbookId) await repository.touchCookbook(db, cookbookId, at);
      else cookbookId = await repository.insertCookbook(db, { gradeId, weekStart: week.weekStart, createdBy: session.teacherId, createdAt: at, updatedAt: at });
      await (whole ? repository.replaceDishes : repository.replaceMeals)(db, cookbookId, week.dishes);
      cookbookIds.push(cookbookId);
    }
    return cookbookIds;
  }

  async function weekFoodList(db: SchoolDb, input: WeekFoodListInput): Promise<WeekFoodList> {
    const weekStart = mondayOf(input.weekStart);
    const [grade] = await repository.gradesByIds(db, [input.gradeId]);
    if (!grade) throw notFound('年级');
    const [[cookbook], rule] = await Promise.all([repository.cookbooksOfWeek(db, [grade.gradeId], weekStart), ruleOf(db)]);
    const dishes = cookbook ? await repository.dishesOf(db, [cookbook.cookbookId]) : [];
    const { mealTypes: rows, days } = weekGrid(weekStart, dishes, rule);
    const sharedIds = cookbook ? new Set((await repository.sharesOf(db, cookbook.cookbookId)).map((share) => share.sharedSchoolId)) : new Set<number>();
    const sharedSchools = await repository.schoolsByIds(db, [...sharedIds]);
    return {
      cookbookId: cookbook?.cookbookId ?? null,
      gradeId: grade.gradeId,
      gradeName: grade.gradeName,
      weekStart,
      weekEnd: addDays(weekStart, 6),
      mealTypes: rows.map((mealType) => ({ mealType, mealTypeName: mealTypeLabel[mealType]! })),
      days,
      sharedSchools,
      updatedAt: cookbook?.updatedAt ?? null,
    };
  }

  return {
    ruleOf,
    weekFoodList,
    assertGrades,

    mealTypeList: () => mealTypes.map((mealType) => ({ mealType, mealTypeName: mealTypeLabel[mealType]! })),

    saveRule: (db: SchoolDb, input: CookbookRule) =>
      inTransaction(db, async (trx) => {
        const sorted = (values: number[]) => unique(values).sort((a, b) => a - b).join(',');
        await repository.saveRule(trx, { mealTypes: sorted(input.mealTypes), weekDays: sorted(input.weekDays), updatedAt: now() });
        return { success: true as const };
      }),

    /** The grades of the school year a day (today unless given) falls in, and how that year stands. */
    async gradeList(db: SchoolDb, date: string | undefined): Promise<CookbookGradeList> {
      const year = await repository.yearOn(db, date ?? today());
      if (!year) return { yearId: null, yearName: null, yearStatus: null, gradeList: [] };
      return { yearId: year.yearId, yearName: year.yearName, yearStatus: schoolYearStatus(year, today()), gradeList: await repository.gradesOfYear(db, year.yearId) };
    },

    shareTargets,

    async add(db: SchoolDb, session: SessionIdentity, input: AddCookbookInput) {
      // Read before the transaction: the group's schools come through the unscoped database.
      const targets = new Set((await shareTargets(session)).map((school) => school.schoolId));
      return inTransaction(db, async (trx) => {
        const weekStart = mondayOf(input.weekStart);
        await gradesForWeek(trx, input.gradeIds, weekStart);
        const dishes: DishRow[] = [];
        for (const day of input.days) {
          if (mondayOf(day.date) !== weekStart) throw invalidParams(`${day.date}不在${weekStart}这一周`);
          for (const meal of day.meals) for (const foodId of unique(meal.foodIds)) dishes.push({ date: day.date, mealType: meal.mealType, foodId });
        }
        await checkDishes(trx, dishes, await ruleOf(trx));
        const shareIds = unique(input.shareSchoolIds);
        if (!shareIds.every((schoolId) => targets.has(schoolId))) throw invalidParams('只能共享给本集团的其他园所');
        const cookbookIds = await writeWeek(trx, session, unique(input.gradeIds), { weekStart, dishes }, true);
        for (const cookbookId of cookbookIds) await repository.replaceShares(trx, cookbookId, shareIds);
        return { cookbookIds };
      });
    },

    /** The grade's week copied day by day (Monday to Monday) onto another week and/or grades, replacing what they held. */
    copy: (db: SchoolDb, session: SessionIdentity, input: CopyCookbookInput) =>
      inTransaction(db, async (trx) => {
        const fromWeek = mondayOf(input.fromWeekStart);
        const toWeek = mondayOf(input.toWeekStart);
        const targets = unique(input.toGradeIds);
        if (fromWeek === toWeek && targets.includes(input.fromGradeId)) throw invalidParams('不能复制到同一年级的同一周');
        await gradesForWeek(trx, [input.fromGradeId], fromWeek);
        await gradesForWeek(trx, targets, toWeek);
        const [source] = await repository.cookbooksOfWeek(trx, [input.fromGradeId], fromWeek);
        if (!source) throw invalidParams('所选年级这一周还没有食谱');
        const shift = daysBetween(fromWeek, toWeek);
        const dishes = (await repository.dishesOf(trx, [source.cookbookId])).map((dish) => ({ date: addDays(dish.date, shift), mealType: dish.mealType, foodId: dish.foodId }));
        const cookbookIds = await writeWeek(trx, session, targets, { weekStart: toWeek, dishes }, true);
        return { cookbookIds };
      }),

    batchDelete: (db: SchoolDb, cookbookIds: number[]) =>
      inTransaction(db, async (trx) => {
        const ids = unique(cookbookIds);
        const found = await repository.cookbooksByIds(trx, ids);
        if (found.length !== ids.length) throw notFound('食谱');
        await repository.deleteCookbooks(trx, ids);
        return { deletedCount: ids.length };
      }),

    /** Writes checked weeks of imported dishes, meal by meal, into the grades' cookbooks. */
    importWeeks: (db: SchoolDb, session: SessionIdentity, gradeIds: number[], weeks: WeekDishes[]) =>
      inTransaction(db, async (trx) => {
        for (const week of weeks) {
          await gradesForWeek(trx, gradeIds, week.weekStart);
          await writeWeek(trx, session, unique(gradeIds), week, false);
        }
      }),

    /** 共享信息: the week's cookbooks other schools of the group share with this one. */
    async sharedCookbooks(session: SessionIdentity, weekStart: string): Promise<SharedCookbook[]> {
      const monday = mondayOf(weekStart);
      const cookbooks = await repository.sharedWith(deps.db, session.schoolId, monday);
      const dishes = await repository.dishesOf(deps.db, cookbooks.map((cookbook) => cookbook.cookbookId));
      // The sharing school's rule is not ours to read: the grid shows what it filled in, weekdays always.
      const shown = { mealTypes: [], weekDays: [1, 2, 3, 4, 5] };
      return cookbooks.map((cookbook) => ({
        ...cookbook,
        weekEnd: addDays(monday, 6),
        days: weekGrid(monday, dishes.filter((dish) => dish.cookbookId === cookbook.cookbookId), shown).days,
      }));
    },

    async foodList(db: SchoolDb, input: FoodListInput) {
      const filter = { searchKey: input.searchKey, category: input.category };
      const [rows, total] = await Promise.all([
        repository.listFoods(db, filter, rowsOfPage(input)),
        repository.countFoods(db, filter),
      ]);
      const uses = await repository.foodUseCounts(db, rows.map((row) => row.foodId));
      return { list: rows.map((row) => ({ ...row, categoryName: foodCategoryLabel[row.category] ?? '', usedCount: uses.get(row.foodId) ?? 0 })), total };
    },

    foodIcons: () => foodIcons,

    foodsByName: (db: SchoolDb, foodName: string) => repository.foodsLike(db, foodName, FOODS_BY_NAME_LIMIT),

    saveFood: (db: SchoolDb, input: SaveFoodInput) =>
      inTransaction(db, async (trx) => {
        const namesake = await repository.foodNamed(trx, input.foodName);
        if (namesake && namesake.foodId !== input.foodId) throw invalidParams(`食物「${input.foodName}」已存在`, 'foodName');
        const fields = { name: input.foodName, category: input.category, icon: input.icon, energy: input.energy, protein: input.protein, fat: input.fat, carbohydrate: input.carbohydrate, updatedAt: now() };
        if (input.foodId) {
          if (!(await repository.findFood(trx, input.foodId))) throw notFound('食物');
          await repository.updateFood(trx, input.foodId, fields);
          return { foodId: input.foodId };
        }
        return { foodId: await repository.insertFood(trx, { ...fields, createdAt: fields.updatedAt }) };
      }),

    deleteFood: (db: SchoolDb, foodId: number) =>
      inTransaction(db, async (trx) => {
        const food = await repository.findFood(trx, foodId);
        if (!food) throw notFound('食物');
        const used = (await repository.foodUseCounts(trx, [foodId])).get(foodId) ?? 0;
        if (used) throw deleteRefused(`「${food.foodName}」已用于食谱中的${used}道菜品，请先从食谱中移除后再删除`);
        await repository.deleteFood(trx, foodId);
        return { success: true as const };
      }),

    /**
     * 膳食: on each school day of the interval the child was in a class, and not marked absent,
     * what the class's grade's cookbook served. Days without a cookbook are left out.
     */
    async studentMeals(db: SchoolDb, input: StudentMealListInput): Promise<StudentMealList> {
      if (daysBetween(input.startDate, input.endDate) + 1 > MAX_RANGE_DAYS) throw invalidParams('查询范围最长一年');
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const range = { startDate: input.startDate, endDate: input.endDate };
      const [classes, calendar, attendance] = await Promise.all([
        repository.classesOfChildBetween(db, child.id, range),
        schoolCalendar(db, range),
        daysOfChild(db, child.id, range),
      ]);
      const absent = new Set(attendance.filter((day) => day.status === AttendStatus.ABSENT).map((day) => day.date));
      const dishes: (StoredDish & { gradeId: number })[] = await repository.dishesOfGrades(db, unique(classes.map((item) => item.gradeId)), range);
      const days = calendar.schoolDays.flatMap((date) => {
        const inClass = [...classes].reverse().find((item) => item.startDate <= date && (item.endDate === null || date < item.endDate));
        return inClass && !absent.has(date) ? [{ date, inClass }] : [];
      });
      const list = days.flatMap(({ date, inClass }) => {
        const ofDay = dishes.filter((dish) => dish.gradeId === inClass.gradeId && dish.date === date);
        if (ofDay.length === 0) return [];
        const served = unique(ofDay.map((dish) => dish.mealType)).sort((a, b) => a - b);
        return [{ date, weekdayName: weekdayName(date), className: inClass.className, gradeName: inClass.gradeName, meals: mealsOf(ofDay, served) }];
      });
      return { schoolDays: days.length, list };
    },
  };
}

export type CookbookService = ReturnType<typeof cookbookService>;

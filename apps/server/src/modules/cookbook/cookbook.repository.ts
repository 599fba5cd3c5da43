import type { Insertable, Kysely, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Page = { offset: number; limit: number };

export interface FoodFilter {
  searchKey?: string | undefined;
  category?: number | undefined;
}

function foodQuery(db: SchoolDb, filter: FoodFilter) {
  let query = db.selectFrom('food');
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('food.name'), filter.searchKey!));
  if (filter.category) query = query.where('food.category', '=', filter.category);
  return query;
}

const foodColumns = [
  'food.id as foodId',
  'food.name as foodName',
  'food.category',
  'food.icon',
  'food.energy',
  'food.protein',
  'food.fat',
  'food.carbohydrate',
  'food.updatedAt',
] as const;

/** By category, then by name: the list reads like a food table. */
export function listFoods(db: SchoolDb, filter: FoodFilter, page: Page) {
  return foodQuery(db, filter).select(foodColumns).orderBy('food.category').orderBy('food.name').orderBy('food.id').offset(page.offset).limit(page.limit).execute();
}

export async function countFoods(db: SchoolDb, filter: FoodFilter): Promise<number> {
  const row = await foodQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findFood(db: SchoolDb, foodId: number) {
  return db.selectFrom('food').select(foodColumns).where('food.id', '=', foodId).executeTakeFirst();
}

export function foodNamed(db: SchoolDb, name: string) {
  return db.selectFrom('food').select(['food.id as foodId']).where('food.name', '=', name).executeTakeFirst();
}

/** The foods whose names contain `keyword`, shortest names first: the closest matches. */
export function foodsLike(db: SchoolDb, keyword: string, limit: number) {
  let query = db.selectFrom('food').select(['food.id as foodId', 'food.name as foodName', 'food.icon']);
  if (keyword) query = query.where((eb) => containsText(eb.ref('food.name'), keyword));
  return query.orderBy((eb) => eb.fn('length', ['food.name'])).orderBy('food.name').limit(limit).execute();
}

export function foodsByIds(db: SchoolDb, foodIds: number[]) {
  if (foodIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('food').select(['food.id as foodId', 'food.name as foodName', 'food.icon']).where('food.id', 'in', foodIds).execute();
}

export function foodsByNames(db: SchoolDb, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('food').select(['food.id as foodId', 'food.name as foodName']).where('food.name', 'in', names).execute();
}

/** How many dishes use each food (foods unused are absent). */
export async function foodUseCounts(db: SchoolDb, foodIds: number[]): Promise<Map<number, number>> {
  if (foodIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cookbookDish')
    .select((eb) => ['cookbookDish.foodId', eb.fn.countAll<number>().as('n')])
    .where('cookbookDish.foodId', 'in', foodIds)
    .groupBy('cookbookDish.foodId')
    .execute();
  return new Map(rows.map((row) => [row.foodId, Number(row.n)]));
}

export async function insertFood(db: SchoolDb, food: Insertable<SchoolScopedDatabase['food']>): Promise<number> {
  const row = await db.insertInto('food').values(food).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFood(db: SchoolDb, foodId: number, changes: Updateable<SchoolScopedDatabase['food']>): Promise<void> {
  await db.updateTable('food').set(changes).where('id', '=', foodId).execute();
}

export async function deleteFood(db: SchoolDb, foodId: number): Promise<void> {
  await db.deleteFrom('food').where('id', '=', foodId).execute();
}

/** The school year a day falls in (the latest starting, should two overlap). */
export function yearOn(db: SchoolDb, date: string) {
  return db
    .selectFrom('schoolYear')
    .select(['schoolYear.id as yearId', 'schoolYear.name as yearName', 'schoolYear.startDate', 'schoolYear.endDate'])
    .where('schoolYear.startDate', '<=', date)
    .where('schoolYear.endDate', '>=', date)
    .orderBy('schoolYear.startDate', 'desc')
    .executeTakeFirst();
}

export function gradesOfYear(db: SchoolDb, yearId: number) {
  return db.selectFrom('grade').select(['grade.id as gradeId', 'grade.name as gradeName']).where('grade.schoolYearId', '=', yearId).orderBy('grade.level').orderBy('grade.id').execute();
}

/** Grades with the dates of their school year, to check a week against. */
export function gradesByIds(db: SchoolDb, gradeIds: number[]) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('grade')
    .innerJoin('schoolYear', 'schoolYear.id', 'grade.schoolYearId')
    .select(['grade.id as gradeId', 'grade.name as gradeName', 'schoolYear.startDate', 'schoolYear.endDate'])
    .where('grade.id', 'in', gradeIds)
    .execute();
}

const cookbookColumns = ['cookbook.id as cookbookId', 'cookbook.gradeId', 'cookbook.weekStart', 'cookbook.updatedAt'] as const;

export function cookbooksOfWeek(db: SchoolDb, gradeIds: number[], weekStart: string) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('cookbook').select(cookbookColumns).where('cookbook.gradeId', 'in', gradeIds).where('cookbook.weekStart', '=', weekStart).execute();
}

export function cookbooksByIds(db: SchoolDb, cookbookIds: number[]) {
  return db.selectFrom('cookbook').select(cookbookColumns).where('cookbook.id', 'in', cookbookIds).execute();
}

/** The dishes of cookbooks, by day, meal and order, with their foods. Takes any database: shared cookbooks are another school's. */
export function dishesOf(db: SchoolDb | Kysely<Database>, cookbookIds: number[]) {
  if (cookbookIds.length === 0) return Promise.resolve([]);
  return (db as SchoolDb)
    .selectFrom('cookbookDish')
    .innerJoin('food', 'food.id', 'cookbookDish.foodId')
    .select(['cookbookDish.cookbookId', 'cookbookDish.date', 'cookbookDish.mealType', 'food.id as foodId', 'food.name as foodName', 'food.icon'])
    .where('cookbookDish.cookbookId', 'in', cookbookIds)
    .orderBy('cookbookDish.date')
    .orderBy('cookbookDish.mealType')
    .orderBy('cookbookDish.sortOrder')
    .execute();
}

/** The dishes the grades' cookbooks serve between two dates. */
export function dishesOfGrades(db: SchoolDb, gradeIds: number[], range: { startDate: string; endDate: string }) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cookbookDish')
    .innerJoin('cookbook', 'cookbook.id', 'cookbookDish.cookbookId')
    .innerJoin('food', 'food.id', 'cookbookDish.foodId')
    .select(['cookbook.gradeId', 'cookbookDish.date', 'cookbookDish.mealType', 'food.id as foodId', 'food.name as foodName', 'food.icon'])
    .where('cookbook.gradeId', 'in', gradeIds)
    .where('cookbookDish.date', '>=', range.startDate)
    .where('cookbookDish.date', '<=', range.endDate)
    .orderBy('cookbookDish.date')
    .orderBy('cookbookDish.mealType')
    .orderBy('cookbookDish.sortOrder')
    .execute();
}

export async function insertCookbook(db: SchoolDb, cookbook: Insertable<SchoolScopedDatabase['cookbook']>): Promise<number> {
  const row = await db.insertInto('cookbook').values(cookbook).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function touchCookbook(db: SchoolDb, cookbookId: number, updatedAt: string): Promise<void> {
  await db.updateTable('cookbook').set({ updatedAt }).where('id', '=', cookbookId).execute();
}

export interface DishRow {
  date: string;
  mealType: number;
  foodId: number;
}

/** Makes the cookbook's dishes exactly these, in this order within each meal. */
export async function replaceDishes(db: SchoolDb, cookbookId: number, dishes: DishRow[]): Promise<void> {
  await db.deleteFrom('cookbookDish').where('cookbookId', '=', cookbookId).execute();
  if (dishes.length === 0) return;
  await db
    .insertInto('cookbookDish')
    .values(dishes.map((dish, sortOrder) => ({ cookbookId, ...dish, sortOrder })))
    .execute();
}

/** Replaces the dishes of some meals only (an import names the meals it fills). */
export async function replaceMeals(db: SchoolDb, cookbookId: number, dishes: DishRow[]): Promise<void> {
  for (const meal of new Set(dishes.map((dish) => `${dish.date}|${dish.mealType}`))) {
    const [date, mealType] = meal.split('|') as [string, string];
    await db.deleteFrom('cookbookDish').where('cookbookId', '=', cookbookId).where('date', '=', date).where('mealType', '=', Number(mealType)).execute();
  }
  if (dishes.length === 0) return;
  await db
    .insertInto('cookbookDish')
    .values(dishes.map((dish, sortOrder) => ({ cookbookId, ...dish, sortOrder })))
    .execute();
}

export function sharesOf(db: SchoolDb, cookbookId: number) {
  return db.selectFrom('cookbookShare').select('cookbookShare.sharedSchoolId').where('cookbookShare.cookbookId', '=', cookbookId).execute();
}

export async function replaceShares(db: SchoolDb, cookbookId: number, schoolIds: number[]): Promise<void> {
  await db.deleteFrom('cookbookShare').where('cookbookId', '=', cookbookId).execute();
  if (schoolIds.length) await db.insertInto('cookbookShare').values(schoolIds.map((sharedSchoolId) => ({ cookbookId, sharedSchoolId }))).execute();
}

export async function deleteCookbooks(db: SchoolDb, cookbookIds: number[]): Promise<void> {
  await db.deleteFrom('cookbookDish').where('cookbookId', 'in', cookbookIds).execute();
  await db.deleteFrom('cookbookShare').where('cookbookId', 'in', cookbookIds).execute();
  await db.deleteFrom('cookbook').where('id', 'in', cookbookIds).execute();
}

export function findRule(db: SchoolDb) {
  return db.selectFrom('cookbookRule').select(['mealTypes', 'weekDays']).executeTakeFirst();
}

export async function saveRule(db: SchoolDb, rule: { mealTypes: string; weekDays: string; updatedAt: string }): Promise<void> {
  await db.deleteFrom('cookbookRule').execute();
  await db.insertInto('cookbookRule').values(rule).execute();
}

/**
 * The cookbooks of a week other schools share with `schoolId`: read across schools on purpose,
 * through the share rows those schools wrote, so it takes the unscoped database.
 */
export function sharedWith(db: Kysely<Database>, schoolId: number, weekStart: string) {
  return db
    .selectFrom('cookbookShare')
    .innerJoin('cookbook', (join) => join.onRef('cookbook.id', '=', 'cookbookShare.cookbookId').onRef('cookbook.schoolId', '=', 'cookbookShare.schoolId'))
    .innerJoin('grade', 'grade.id', 'cookbook.gradeId')
    .innerJoin('school', 'school.id', 'cookbook.schoolId')
    .select(['cookbook.id as cookbookId', 'cookbook.schoolId', 'school.name as schoolName', 'grade.name as gradeName', 'cookbook.weekStart'])
    .where('cookbookShare.sharedSchoolId', '=', schoolId)
    .where('cookbook.weekStart', '=', weekStart)
    .orderBy('cookbook.schoolId')
    .orderBy('grade.level')
    .orderBy('grade.id')
    .execute();
}

/** The classes (with grades) a child was in over a period; `endDate` is the first day no longer in it. */
export function classesOfChildBetween(db: SchoolDb, childId: number, range: { startDate: string; endDate: string }) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('schoolClass', 'schoolClass.id', 'childClassHistory.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['childClassHistory.startDate', 'childClassHistory.endDate', 'schoolClass.name as className', 'grade.id as gradeId', 'grade.name as gradeName'])
    .where('childClassHistory.childId', '=', childId)
    .where('childClassHistory.startDate', '<=', range.endDate)
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>', range.startDate)]))
    .orderBy('childClassHistory.startDate')
    .execute();
}

/** Schools by id: the school table is the tenants themselves, readable from any school. */
export function schoolsByIds(db: SchoolDb, schoolIds: number[]) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('school').select(['school.id as schoolId', 'school.name as schoolName']).where('school.id', 'in', schoolIds).orderBy('school.id').execute();
}

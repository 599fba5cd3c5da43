import type { Generated } from 'kysely';

/** A food of 食物管理, what a cookbook's dishes are made of. */
export interface FoodTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** foodCategoryLabel: 1 主食 … 10 其他. */
  category: number;
  /** A recommended icon's key (foodIcons). */
  icon: string;
  /** Per 100 g, when known: kcal, then grams. */
  energy: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrate: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A grade's cookbook of one week (Monday to Sunday). */
export interface CookbookTable {
  id: Generated<number>;
  schoolId: number;
  gradeId: number;
  /** The Monday. */
  weekStart: string;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** A food served at one meal of one day of a cookbook. */
export interface CookbookDishTable {
  schoolId: number;
  cookbookId: number;
  date: string;
  /** MealType: 1 早餐 … 6 晚点. */
  mealType: number;
  foodId: number;
  sortOrder: number;
}

/** A school of the group the cookbook is shown to (共享信息 there). */
export interface CookbookShareTable {
  schoolId: number;
  cookbookId: number;
  sharedSchoolId: number;
}

/** Which meal types a school serves and on which weekdays, comma-joined numbers. */
export interface CookbookRuleTable {
  schoolId: number;
  mealTypes: string;
  weekDays: string;
  updatedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    food: FoodTable;
    cookbook: CookbookTable;
    cookbookDish: CookbookDishTable;
    cookbookShare: CookbookShareTable;
    cookbookRule: CookbookRuleTable;
  }
}

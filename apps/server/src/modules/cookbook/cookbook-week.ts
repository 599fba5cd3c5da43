import { cookbookWeekdayLabel, mealTypeLabel, type CookbookDay, type CookbookRule, type DishFood } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';

/** 1 Monday … 7 Sunday, as the API numbers weekdays. */
export const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The Monday of the week a day falls in: cookbooks are kept by week, Monday to Sunday. */
export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface StoredDish extends DishFood {
  date: string;
  mealType: number;
}

/** The dishes of one day grouped by meal, in the order of `mealTypes`, each meal's foods in order. */
export function mealsOf(dishes: StoredDish[], mealTypes: number[]) {
  return mealTypes.map((mealType) => ({
    mealType,
    mealTypeName: mealTypeLabel[mealType] ?? '',
    foods: dishes.filter((dish) => dish.mealType === mealType).map(({ foodId, foodName, icon }) => ({ foodId, foodName, icon })),
  }));
}

/**
 * The week's grid: the rule's meal types (and any other a dish was saved under) for every served
 * weekday and every other day holding dishes.
 */
export function weekGrid(weekStart: string, dishes: StoredDish[], rule: CookbookRule): { mealTypes: number[]; days: CookbookDay[] } {
  const mealTypes = [...new Set([...rule.mealTypes, ...dishes.map((dish) => dish.mealType)])].sort((a, b) => a - b);
  const days: CookbookDay[] = [];
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(weekStart, offset);
    const weekday = offset + 1;
    const ofDay = dishes.filter((dish) => dish.date === date);
    const served = rule.weekDays.includes(weekday);
    if (served || ofDay.length) days.push({ date, weekday, weekdayName: cookbookWeekdayLabel[weekday]!, served, meals: mealsOf(ofDay, mealTypes) });
  }
  return { mealTypes, days };
}

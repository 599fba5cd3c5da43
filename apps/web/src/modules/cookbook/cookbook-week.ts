import dayjs from 'dayjs';
import { DATE_FORMAT, rangeText } from '../../components/dates';

/** The Monday of the week a day falls in (cookbooks run Monday to Sunday, whatever the locale's first day). */
export const mondayOf = (date: string) => {
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format(DATE_FORMAT);
};

export const shiftWeek = (monday: string, weeks: number) => dayjs(monday).add(weeks * 7, 'day').format(DATE_FORMAT);

/** 2026-11-16 至 2026-11-22 */
export const weekLabel = (monday: string) => rangeText(monday, dayjs(monday).add(6, 'day').format(DATE_FORMAT));

interface GridDay {
  date: string;
  meals: { mealType: number; foods: { foodId: number }[] }[];
}

/** The form's value of a week: foods by `date|mealType`. */
export type WeekDishes = Record<string, number[]>;
export const mealKey = (date: string, mealType: number) => `${date}|${mealType}`;

export function dishesOfWeek(days: GridDay[]): WeekDishes {
  const dishes: WeekDishes = {};
  for (const day of days) for (const meal of day.meals) if (meal.foods.length) dishes[mealKey(day.date, meal.mealType)] = meal.foods.map((food) => food.foodId);
  return dishes;
}

/** The form's dishes as the save call takes them: each day with its meals, empty meals left out. */
export function daysOfDishes(dishes: WeekDishes) {
  const days = new Map<string, { mealType: number; foodIds: number[] }[]>();
  for (const [key, foodIds] of Object.entries(dishes)) {
    if (!foodIds?.length) continue;
    const [date, mealType] = key.split('|') as [string, string];
    days.set(date, [...(days.get(date) ?? []), { mealType: Number(mealType), foodIds }]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, meals]) => ({ date, meals: meals.sort((a, b) => a.mealType - b.mealType) }));
}

import type { EvaluationRangeInput } from '@yuanwu/shared';
import { notFound } from '../../core/errors.js';
import type { DateRange } from '../../core/calendar.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { currentYear, findYear } from '../school-year/index.js';

/**
 * The dates a statistic of 教学评价 covers: the dates given, else the year named, else the current
 * one; null when the school has no current year (the statistics are then empty).
 */
export async function evaluationRangeOf(db: SchoolDb, input: EvaluationRangeInput, today: string): Promise<DateRange | null> {
  if (input.startDate && input.endDate) return { startDate: input.startDate, endDate: input.endDate };
  const year = input.yearId ? await findYear(db, input.yearId) : await currentYear(db, today);
  if (input.yearId && !year) throw notFound('学年');
  return year ? { startDate: year.startDate, endDate: year.endDate } : null;
}

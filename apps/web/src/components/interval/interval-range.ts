import dayjs from 'dayjs';
import { DATE_FORMAT } from '../dates';

export type IntervalKind = 'month' | 'semester' | 'custom';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface SemesterLike {
  semesterName: string;
  startDate: string;
  endDate: string;
}

/**
 * The dates a time interval covers: 本月 is the calendar month of `today`, 本学期 the semester
 * holding `today` (none between semesters), 自定义 the range picked (none until one is).
 */
export function intervalRange(kind: IntervalKind, today: string, semesters: readonly SemesterLike[], custom?: DateRange): DateRange | undefined {
  if (kind === 'month') {
    const month = dayjs(today);
    return { startDate: month.startOf('month').format(DATE_FORMAT), endDate: month.endOf('month').format(DATE_FORMAT) };
  }
  if (kind === 'semester') {
    const semester = semesters.find((candidate) => candidate.startDate <= today && today <= candidate.endDate);
    return semester && { startDate: semester.startDate, endDate: semester.endDate };
  }
  return custom;
}

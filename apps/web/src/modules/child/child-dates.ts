import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** Today as the server writes dates. */
export const todayText = () => dayjs().format(DATE_FORMAT);

/** A child's age on `today`, as staff say it: 3岁2个月, or 10个月 under one. */
export function ageText(birthday: string | null, today: string): string {
  if (!birthday || birthday > today) return '';
  const months = dayjs(today).diff(dayjs(birthday), 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${rest}个月`;
  return rest === 0 ? `${years}岁` : `${years}岁${rest}个月`;
}

export type IntervalKind = 'month' | 'semester' | 'custom';

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface SemesterLike {
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

export type Validity = 'valid' | 'notYet' | 'expired';

/** Where `today` stands against a pick-up person's dates (open at either end when absent). */
export function validityOn(today: string, validFrom: string | null, validTo: string | null): Validity {
  if (validFrom && today < validFrom) return 'notYet';
  if (validTo && validTo < today) return 'expired';
  return 'valid';
}

/** The local day of a time the server wrote in ISO-8601 (UTC). */
export const dayOf = (time: string) => dayjs(time).format(DATE_FORMAT);
/** The local day and minute of a time the server wrote in ISO-8601 (UTC). */
export const minuteOf = (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm');

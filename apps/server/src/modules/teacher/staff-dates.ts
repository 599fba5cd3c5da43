/** A staff member's dates that contradict the calendar or each other, with the field each is about. */
export interface StaffDateProblem {
  field: 'birthday' | 'entryDate';
  message: string;
}

/**
 * Born and hired by today, and hired after being born: a date typed a century off would otherwise
 * put the person in the wrong band of 教师分析 (age, years of service). Dates are YYYY-MM-DD.
 */
export function staffDateProblem(dates: { birthday?: string | null | undefined; entryDate?: string | null | undefined }, today: string): StaffDateProblem | null {
  const { birthday, entryDate } = dates;
  if (birthday && birthday > today) return { field: 'birthday', message: '出生日期不能晚于今天' };
  if (entryDate && entryDate > today) return { field: 'entryDate', message: '入职日期不能晚于今天' };
  if (birthday && entryDate && entryDate < birthday) return { field: 'entryDate', message: '入职日期不能早于出生日期' };
  return null;
}

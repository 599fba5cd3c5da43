import { SchoolYearStatus } from '@yuanwu/shared';

interface YearLike {
  yearId: number;
  status: number;
}

/** The year a screen opens on: the one under way (正常 or 即将到期), else the newest (the list's first). */
export function defaultYearId(years: readonly YearLike[]): number | undefined {
  const current = years.find((year) => year.status === SchoolYearStatus.NORMAL || year.status === SchoolYearStatus.ABOUT_TO_EXPIRE);
  return (current ?? years[0])?.yearId;
}

import { SchoolYearStatus } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { schoolYearStatus } from './school-year-status.js';

describe('school year status', () => {
  const year = { startDate: '2026-09-01', endDate: '2027-07-31' };
  it.each([
    ['2026-08-31', SchoolYearStatus.NOT_STARTED],
    ['2026-09-01', SchoolYearStatus.NORMAL],
    ['2027-07-01', SchoolYearStatus.NORMAL],
    ['2027-07-02', SchoolYearStatus.ABOUT_TO_EXPIRE],
    ['2027-07-31', SchoolYearStatus.ABOUT_TO_EXPIRE],
    ['2027-08-01', SchoolYearStatus.ENDED],
  ])('on %s is %i', (today, status) => {
    expect(schoolYearStatus(year, today)).toBe(status);
  });
});

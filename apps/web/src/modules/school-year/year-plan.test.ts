import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromFormValues, nextYearPlan, schoolYearPlanFor, semesterProblem, toFormValues, type YearPlan } from './year-plan';

const year2026: YearPlan = {
  yearName: '2026-2027学年',
  startDate: '2026-09-01',
  endDate: '2027-07-31',
  semesterList: [
    { semesterId: 11, semesterName: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' },
    { semesterId: 12, semesterName: '第二学期', startDate: '2027-02-01', endDate: '2027-07-31' },
  ],
};

describe('schoolYearPlanFor', () => {
  it('starts the year in September, from August on', () => {
    expect(schoolYearPlanFor(dayjs('2026-08-15'))).toMatchObject({ yearName: '2026-2027学年', startDate: '2026-09-01', endDate: '2027-07-31' });
  });

  it('keeps the spring in the year that began the autumn before', () => {
    const plan = schoolYearPlanFor(dayjs('2027-03-02'));
    expect(plan.yearName).toBe('2026-2027学年');
    expect(plan.semesterList).toEqual([
      { semesterName: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' },
      { semesterName: '第二学期', startDate: '2027-02-01', endDate: '2027-07-31' },
    ]);
  });
});

describe('nextYearPlan', () => {
  it('moves the year and its semesters one year on, as new semesters', () => {
    expect(nextYearPlan(year2026)).toEqual({
      yearName: '2027-2028学年',
      startDate: '2027-09-01',
      endDate: '2028-07-31',
      semesterList: [
        { semesterName: '第一学期', startDate: '2027-09-01', endDate: '2028-01-31' },
        { semesterName: '第二学期', startDate: '2028-02-01', endDate: '2028-07-31' },
      ],
    });
  });

  it('names a year without years in its name from the new dates', () => {
    expect(nextYearPlan({ ...year2026, yearName: '本学年' }).yearName).toBe('2027-2028学年');
  });

  it('lands a leap day on the last day of February', () => {
    const plan = nextYearPlan({ ...year2026, startDate: '2027-09-01', endDate: '2028-02-29', semesterList: [] });
    expect(plan.endDate).toBe('2029-02-28');
  });
});

describe('semesterProblem', () => {
  const year = { startDate: year2026.startDate, endDate: year2026.endDate };

  it('accepts semesters inside the year and apart', () => {
    expect(semesterProblem(year, year2026.semesterList)).toBeUndefined();
  });

  it('names a semester outside the year', () => {
    const late = { semesterName: '第二学期', startDate: '2027-02-01', endDate: '2027-08-31' };
    expect(semesterProblem(year, [year2026.semesterList[0]!, late])).toBe('「第二学期」须在学年日期之内');
  });

  it('names overlapping semesters, whatever their order', () => {
    const early = { semesterName: '第二学期', startDate: '2027-01-20', endDate: '2027-07-31' };
    expect(semesterProblem(year, [early, year2026.semesterList[0]!])).toBe('「第一学期」与「第二学期」的日期重叠');
  });

  it('refuses two semesters of one name', () => {
    const [first, second] = year2026.semesterList;
    expect(semesterProblem(year, [first!, { ...second!, semesterName: '第一学期' }])).toBe('学期名称不能重复');
  });
});

describe('form values', () => {
  it('round-trips a plan through the form, trimming names', () => {
    const values = toFormValues(year2026);
    expect(values.range[0].format('YYYY-MM-DD')).toBe('2026-09-01');
    expect(fromFormValues({ ...values, yearName: ' 2026-2027学年 ' })).toEqual(year2026);
  });
});

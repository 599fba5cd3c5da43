import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../components/dates';

/** A school year as the save and promotion calls take it. */
export interface YearPlan {
  yearName: string;
  startDate: string;
  endDate: string;
  semesterList: { semesterId?: number; semesterName: string; startDate: string; endDate: string }[];
}

export type DateRange = [Dayjs, Dayjs];

/** The year form's fields: dates as picker ranges. */
export interface YearFormValues {
  yearName: string;
  range: DateRange;
  semesters: { semesterId?: number; semesterName: string; range: DateRange }[];
}

const oneYearOn = (date: string) => dayjs(date).add(1, 'year').format(DATE_FORMAT);

/** The school year holding `today`: September to July, in two semesters split at February. */
export function schoolYearPlanFor(today: Dayjs): YearPlan {
  const start = today.month() >= 7 ? today.year() : today.year() - 1;
  return {
    yearName: `${start}-${start + 1}学年`,
    startDate: `${start}-09-01`,
    endDate: `${start + 1}-07-31`,
    semesterList: [
      { semesterName: '第一学期', startDate: `${start}-09-01`, endDate: `${start + 1}-01-31` },
      { semesterName: '第二学期', startDate: `${start + 1}-02-01`, endDate: `${start + 1}-07-31` },
    ],
  };
}

/** 2026-2027学年 becomes 2027-2028学年; a name without years is made from the new dates. */
function nextYearName(name: string, startDate: string, endDate: string): string {
  if (/\d{4}/.test(name)) return name.replace(/\d{4}/g, (year) => String(Number(year) + 1));
  return `${startDate.slice(0, 4)}-${endDate.slice(0, 4)}学年`;
}

/** The year after `year`: the same days one year on, its semesters likewise, named on. */
export function nextYearPlan(year: YearPlan): YearPlan {
  const startDate = oneYearOn(year.startDate);
  const endDate = oneYearOn(year.endDate);
  return {
    yearName: nextYearName(year.yearName, startDate, endDate),
    startDate,
    endDate,
    semesterList: year.semesterList.map((semester) => ({
      semesterName: semester.semesterName,
      startDate: oneYearOn(semester.startDate),
      endDate: oneYearOn(semester.endDate),
    })),
  };
}

/** What the server would refuse about the semesters, in its words; undefined when they fit. */
export function semesterProblem(year: { startDate: string; endDate: string }, semesters: YearPlan['semesterList']): string | undefined {
  const ordered = [...semesters].sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (const [index, semester] of ordered.entries()) {
    const name = semester.semesterName || `第${index + 1}个学期`;
    if (semester.startDate < year.startDate || semester.endDate > year.endDate) return `「${name}」须在学年日期之内`;
    const previous = ordered[index - 1];
    if (previous && previous.endDate >= semester.startDate) return `「${previous.semesterName}」与「${semester.semesterName}」的日期重叠`;
  }
  const names = semesters.map((semester) => semester.semesterName.trim());
  return new Set(names).size === names.length ? undefined : '学期名称不能重复';
}

const range = (startDate: string, endDate: string): DateRange => [dayjs(startDate), dayjs(endDate)];
const dates = ([start, end]: DateRange) => ({ startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) });

export function toFormValues(plan: YearPlan): YearFormValues {
  return {
    yearName: plan.yearName,
    range: range(plan.startDate, plan.endDate),
    semesters: plan.semesterList.map((semester) => ({
      ...(semester.semesterId ? { semesterId: semester.semesterId } : {}),
      semesterName: semester.semesterName,
      range: range(semester.startDate, semester.endDate),
    })),
  };
}

export function fromFormValues(values: YearFormValues): YearPlan {
  return {
    yearName: values.yearName.trim(),
    ...dates(values.range),
    semesterList: values.semesters.map((semester) => ({
      ...(semester.semesterId ? { semesterId: semester.semesterId } : {}),
      semesterName: semester.semesterName.trim(),
      ...dates(semester.range),
    })),
  };
}

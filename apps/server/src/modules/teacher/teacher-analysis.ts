import { educationLabel, sexLabel } from '@yuanwu/shared';

export interface AnalysedStaff {
  sex: number;
  birthday: string | null;
  entryDate: string | null;
  education: number | null;
  departmentName: string | null;
  postName: string | null;
}

const NOT_GIVEN = '未填写';

/** Age bands and years-of-service bands the charts show, as [label, from (inclusive), to (exclusive)]. */
export const AGE_BANDS: [string, number, number][] = [
  ['25岁以下', 0, 25],
  ['25-29岁', 25, 30],
  ['30-39岁', 30, 40],
  ['40-49岁', 40, 50],
  ['50岁及以上', 50, Infinity],
];
export const SERVICE_BANDS: [string, number, number][] = [
  ['不满1年', 0, 1],
  ['1-3年', 1, 3],
  ['3-5年', 3, 5],
  ['5-10年', 5, 10],
  ['10年及以上', 10, Infinity],
];

/** Whole years from `from` to `today` (both YYYY-MM-DD): an age, or years of service. */
export function wholeYears(from: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(from.slice(0, 4));
  return today.slice(5) >= from.slice(5) ? years : years - 1;
}

function bandOf(bands: [string, number, number][], date: string | null, today: string): string {
  if (!date) return NOT_GIVEN;
  const years = wholeYears(date, today);
  return bands.find(([, from, to]) => years >= from && years < to)?.[0] ?? NOT_GIVEN;
}

/** Counts by label, in the order of `labels` (every one shown, even at 0), then any others as met. */
function countBy(values: string[], labels: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>(labels.map((label) => [label, 0]));
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].filter(([name, count]) => count > 0 || name !== NOT_GIVEN).map(([name, count]) => ({ name, count }));
}

/** 教师分析: the charts' counts of the staff who have not left. */
export function analyseStaff(staff: AnalysedStaff[], today: string, groups: { departments: string[]; posts: string[] }) {
  const bandLabels = (bands: [string, number, number][]) => [...bands.map(([label]) => label), NOT_GIVEN];
  return {
    total: staff.length,
    bySex: countBy(staff.map((person) => sexLabel[person.sex] ?? NOT_GIVEN), Object.values(sexLabel)),
    byDepartment: countBy(staff.map((person) => person.departmentName ?? '未分配部门'), groups.departments),
    byPost: countBy(staff.map((person) => person.postName ?? '未设置职务'), groups.posts),
    byAge: countBy(staff.map((person) => bandOf(AGE_BANDS, person.birthday, today)), bandLabels(AGE_BANDS)),
    byServiceYears: countBy(staff.map((person) => bandOf(SERVICE_BANDS, person.entryDate, today)), bandLabels(SERVICE_BANDS)),
    byEducation: countBy(
      staff.map((person) => (person.education ? (educationLabel[person.education] ?? NOT_GIVEN) : NOT_GIVEN)),
      [...Object.values(educationLabel), NOT_GIVEN],
    ),
  };
}

import { STAFFING_RULES, type ComplianceClass, type ComplianceOverview } from '@yuanwu/shared';

/** 1:8.7, children for each member of staff; a dash without staff. */
export const ratioText = (childrenPerStaff: number | null) => (childrenPerStaff === null ? '—' : `1:${childrenPerStaff}`);

/** 2教1保: who works in a class, as the staffing rule counts them. */
export const staffingText = (row: Pick<ComplianceClass, 'teacherCount' | 'carerCount'>) => `${row.teacherCount}教${row.carerCount}保`;

/** What a class breaks, in a few words each; empty when it keeps the rules. */
export function classProblems(row: ComplianceClass): string[] {
  const problems: string[] = [];
  if (row.oversized && row.sizeLimit !== null) problems.push(`超额${row.childCount - row.sizeLimit}人`);
  if (row.understaffed && row.teacherCount < STAFFING_RULES.teachersPerClass) problems.push(`教师不足${STAFFING_RULES.teachersPerClass}名`);
  if (row.understaffed && row.carerCount < STAFFING_RULES.carersPerClass) problems.push('缺保育员');
  return problems;
}

export const flaggedClasses = (overview: ComplianceOverview) => overview.classes.filter((row) => row.oversized || row.understaffed);

/** Whether anything the caller sees breaks a rule: a class, or the school's ratios when shown. */
export const breaksRules = (overview: ComplianceOverview) =>
  flaggedClasses(overview).length > 0 || Boolean(overview.school && (overview.school.staff.over || overview.school.careStaff.over));

import type { ComplianceClass, ComplianceOverview } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { breaksRules, classProblems, flaggedClasses, ratioText, staffingText } from './compliance';

const row = (changes: Partial<ComplianceClass>): ComplianceClass => ({
  classId: 1,
  className: '小一班',
  gradeName: '小班',
  gradeLevel: 2,
  childCount: 25,
  sizeLimit: 25,
  sizeRule: '小班（3～4岁）25人',
  teacherCount: 2,
  carerCount: 1,
  childrenPerStaff: 8.3,
  oversized: false,
  understaffed: false,
  ...changes,
});
const ratio = (over: boolean) => ({ staffCount: 4, childCount: 27, childrenPerStaff: 6.8, limit: 7, over });
const overview = (classes: ComplianceClass[], over = false): ComplianceOverview => ({ yearId: 1, yearName: '2026-2027学年', classes, school: { staff: ratio(over), careStaff: ratio(false) } });

describe('the compliance card’s words', () => {
  it('names what a class breaks', () => {
    expect(classProblems(row({}))).toEqual([]);
    expect(classProblems(row({ childCount: 28, oversized: true }))).toEqual(['超额3人']);
    expect(classProblems(row({ teacherCount: 1, carerCount: 0, understaffed: true }))).toEqual(['教师不足2名', '缺保育员']);
    expect(staffingText(row({ teacherCount: 1, carerCount: 0 }))).toBe('1教0保');
    expect(ratioText(8.7)).toBe('1:8.7');
    expect(ratioText(null)).toBe('—');
  });

  it('flags the classes over, and the school over its ratio', () => {
    const over = row({ classId: 2, oversized: true, childCount: 26 });
    expect(flaggedClasses(overview([row({}), over]))).toEqual([over]);
    expect(breaksRules(overview([row({})]))).toBe(false);
    expect(breaksRules(overview([row({})], true))).toBe(true);
    expect(breaksRules({ ...overview([row({ understaffed: true })]), school: null })).toBe(true);
  });
});

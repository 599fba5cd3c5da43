import { GradeLevel } from '../enums.js';

/** A national limit on the children of one class, and how the rule reads. */
export interface ClassSizeRule {
  limit: number;
  rule: string;
}

/**
 * The most children a full-day class may hold, by grade level.
 * - 小班, 中班, 大班 and 混合班: 《幼儿园工作规程》（教育部令第39号，2016）第十一条.
 * - 托班 is below the 规程's ages: a kindergarten's 托班 takes children of 2 to 3, the 托大班
 *   (24～36个月) of 《托育机构设置标准（试行）》（国卫人口发〔2019〕58号）, at most 20.
 * - 其他 is a class outside the age grades, which a kindergarten opens for mixed ages: the 规程's 混合班.
 * A level not listed has no limit.
 */
export const CLASS_SIZE_RULES: Readonly<Record<number, ClassSizeRule>> = {
  [GradeLevel.NURSERY]: { limit: 20, rule: '托班（2～3岁）20人' },
  [GradeLevel.SMALL]: { limit: 25, rule: '小班（3～4岁）25人' },
  [GradeLevel.MIDDLE]: { limit: 30, rule: '中班（4～5岁）30人' },
  [GradeLevel.LARGE]: { limit: 35, rule: '大班（5～6岁）35人' },
  [GradeLevel.OTHER]: { limit: 30, rule: '混合班 30人' },
};

export const classSizeRule = (gradeLevel: number): ClassSizeRule | undefined => CLASS_SIZE_RULES[gradeLevel];

/**
 * Staffing of a full-day kindergarten, 《幼儿园教职工配备标准（暂行）》（教师〔2013〕1号）:
 * each class has 2 full-time teachers and 1 carer (两教一保); the school's staff to children is
 * 1:5 to 1:7, and its teaching and caring staff (保教人员) to children 1:7 to 1:9. The weakest end
 * is the one a school must reach: more children per person than that is below the standard.
 */
export const STAFFING_RULES = {
  teachersPerClass: 2,
  carersPerClass: 1,
  childrenPerStaff: 7,
  childrenPerCareStaff: 9,
} as const;

/** Children for each member of staff, to one decimal (1:7.5 reads as 7.5); null without staff. */
export const childrenPer = (children: number, staff: number): number | null => (staff === 0 ? null : Math.round((children * 10) / staff) / 10);

/** Whether `children` are more than `staff` may have at `limit` children each; children without any staff are too many. */
export const beyondRatio = (children: number, staff: number, limit: number): boolean => children > staff * limit;

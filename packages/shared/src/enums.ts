/** Grade levels. */
export const GradeLevel = { NURSERY: 1, SMALL: 2, MIDDLE: 3, LARGE: 4, OTHER: 5 } as const;
export const gradeLevelLabel: Record<number, string> = { 1: '托班', 2: '小班', 3: '中班', 4: '大班', 5: '其他' };

/** School year status, derived from the dates (see schoolYearStatus in the server). */
export const SchoolYearStatus = { NOT_STARTED: 0, NORMAL: 1, ENDED: 2, ABOUT_TO_EXPIRE: 3 } as const;
export const schoolYearStatusLabel: Record<number, string> = { 0: '未开始', 1: '正常', 2: '已结束', 3: '即将到期' };

/** Guardian relation types. */
export const guardianRelationLabel: Record<number, string> = {
  1: '父亲',
  2: '母亲',
  3: '爷爷',
  4: '奶奶',
  5: '外婆',
  6: '外公',
  7: '其他',
};

export const sexLabel: Record<number, string> = { 1: '男', 2: '女' };

/** Student status. */
export const studentStatusLabel: Record<number, string> = { 0: '在读', 1: '转学', 2: '毕业', 3: '退学', 5: '转班' };

/** Teacher status. */
export const TeacherStatus = { NORMAL: 0, LEFT: 1, LEFT_CLASS: 2 } as const;
export const teacherStatusLabel: Record<number, string> = { 0: '正常', 1: '离职', 2: '离班' };

/**
 * A role's data scope (数据范围): which classes' records its people reach within the modules it
 * grants. Lower is wider: 全园 every class, 本年级 the classes of the grades the person manages, 本班
 * the classes the person teaches in the current school year.
 */
export const DataScope = { SCHOOL: 1, GRADE: 2, CLASS: 3 } as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];
export const dataScopeLabel: Record<DataScope, string> = { 1: '全园', 2: '本年级', 3: '本班' };

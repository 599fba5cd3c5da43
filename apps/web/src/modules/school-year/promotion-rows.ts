import { classPositionLabel, type OutputOf, type schoolYearEndpoints } from '@yuanwu/shared';

export type PromotionPreview = OutputOf<typeof schoolYearEndpoints.getPromotionPreview>;
type PlannedClass = PromotionPreview['classes'][number];

/** One line of the promotion preview. */
export interface PromotionRow {
  classId: number;
  fromGradeName: string;
  fromClassName: string;
  /** Absent when the class graduates (大班). */
  to?: { gradeName: string; className: string };
  childCount: number;
  /** 张老师（主班教师）、李老师（配班教师）, head teacher first. */
  teacherText: string;
  /** Whether 保留原班老师 means anything: the class moves up and has teachers. */
  canKeepTeachers: boolean;
}

function teacherText(teachers: PlannedClass['teachers']): string {
  return [...teachers]
    .sort((a, b) => a.position - b.position)
    .map((teacher) => `${teacher.teacherName}（${classPositionLabel[teacher.position] ?? '老师'}）`)
    .join('、');
}

export function promotionRows(preview: PromotionPreview): PromotionRow[] {
  return preview.classes.map((planned) => ({
    classId: planned.fromClassId,
    fromGradeName: planned.fromGradeName,
    fromClassName: planned.fromClassName,
    ...(planned.toClassName && planned.toGradeName ? { to: { gradeName: planned.toGradeName, className: planned.toClassName } } : {}),
    childCount: planned.childCount,
    teacherText: teacherText(planned.teachers),
    canKeepTeachers: planned.toClassName !== null && planned.teachers.length > 0,
  }));
}

/** The classes whose teachers can move up with them; all of them do unless the user unticks some. */
export const keepableClassIds = (rows: readonly PromotionRow[]) => rows.filter((row) => row.canKeepTeachers).map((row) => row.classId);

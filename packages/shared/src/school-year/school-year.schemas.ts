import { z } from 'zod';
import { nameText } from '../fields.js';
import { id, int, isoDate } from '../endpoint.js';

export const SemesterInput = z.object({
  semesterId: id().optional(),
  semesterName: nameText('学期名称', 20),
  startDate: isoDate(),
  endDate: isoDate(),
});

const yearFields = {
  yearName: nameText('学年名称', 30),
  startDate: isoDate(),
  endDate: isoDate(),
  semesterList: z.array(SemesterInput).min(1, '至少设置一个学期').max(4, '最多四个学期'),
};

/** UpdateSchoolYearInfo creates the year when YearId is absent or 0. UserId comes from the session. */
export const SaveSchoolYearInput = z.object({ yearId: int(0).optional(), ...yearFields });
export type SaveSchoolYearInput = z.infer<typeof SaveSchoolYearInput>;
export const NewSchoolYear = z.object(yearFields);
export type NewSchoolYear = z.infer<typeof NewSchoolYear>;

export const Semester = z.object({
  semesterId: z.number().int(),
  semesterName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

export const SchoolYear = z.object({
  yearId: z.number().int(),
  yearName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 0 未开始, 1 正常, 2 已结束, 3 即将到期: derived from the dates. */
  status: z.number().int(),
  semesterList: z.array(Semester),
  classCount: z.number().int(),
  /** Whether the year was made by promotion (升班) and can still be undone. */
  canUndoPromotion: z.boolean(),
});
export type SchoolYear = z.infer<typeof SchoolYear>;

export const YearIdInput = z.object({ yearId: id() });
/** DelSchoolYear: Id, UserId, Tag as the legacy call names them; the user comes from the session. */
export const DeleteSchoolYearInput = z.object({ id: id(), tag: z.unknown().optional() });
export const SavedYear = z.object({ yearId: z.number().int() });

export const PromotionInput = z.object({
  fromYearId: id(),
  newYear: NewSchoolYear,
  /** The classes of the old year whose teachers move up with them; the others start without teachers. */
  keepTeacherClassIds: z.array(id()).default([]),
});
export type PromotionInput = z.infer<typeof PromotionInput>;

export const PromotionPlanClass = z.object({
  fromClassId: z.number().int(),
  fromClassName: z.string(),
  fromGradeName: z.string(),
  /** null when the class graduates (大班). */
  toGradeName: z.string().nullable(),
  toClassName: z.string().nullable(),
  childCount: z.number().int(),
  teachers: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string(), position: z.number().int() })),
});
export const PromotionPreview = z.object({
  fromYearName: z.string(),
  newYearName: z.string(),
  classes: z.array(PromotionPlanClass),
  movingChildren: z.number().int(),
  graduatingChildren: z.number().int(),
});
export const PromotionResult = z.object({ yearId: z.number().int(), movedChildren: z.number().int(), graduatedChildren: z.number().int() });

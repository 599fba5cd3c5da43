import { z } from 'zod';

const count = z.number().int();

/** One class of the current year against the class size and staffing rules. */
export const ComplianceClass = z.object({
  classId: count,
  className: z.string(),
  gradeName: z.string(),
  gradeLevel: count,
  /** Children in the class now. */
  childCount: count,
  /** The national limit for its grade level; null when the level has none. */
  sizeLimit: count.nullable(),
  sizeRule: z.string().nullable(),
  /** Its staff who have not left: teachers (主班, 配班) and carers (保育员). */
  teacherCount: count,
  carerCount: count,
  /** Children for each of its staff (1:x); null when it has none. */
  childrenPerStaff: z.number().nullable(),
  /** More children than its grade's limit. */
  oversized: z.boolean(),
  /** Children, but fewer than two teachers or no carer. */
  understaffed: z.boolean(),
});
export type ComplianceClass = z.infer<typeof ComplianceClass>;

/** A head count of staff against the children of the school's classes. */
export const ComplianceRatio = z.object({
  staffCount: count,
  childCount: count,
  childrenPerStaff: z.number().nullable(),
  /** The most children for each member of staff the standard allows. */
  limit: count,
  over: z.boolean(),
});
export type ComplianceRatio = z.infer<typeof ComplianceRatio>;

export const ComplianceOverview = z.object({
  /** The current school year; null when the school has none (then nothing else is filled). */
  yearId: count.nullable(),
  yearName: z.string().nullable(),
  /** Every class of the year the caller's data scope reaches, by grade. */
  classes: z.array(ComplianceClass),
  /**
   * The whole school: every member of staff who has not left (教职工), and those in the year's
   * classes (保教人员), against the children in them. Null for a data scope narrower than the school,
   * whose classes alone say nothing of the school.
   */
  school: z.object({ staff: ComplianceRatio, careStaff: ComplianceRatio }).nullable(),
});
export type ComplianceOverview = z.infer<typeof ComplianceOverview>;

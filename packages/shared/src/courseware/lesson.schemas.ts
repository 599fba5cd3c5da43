import { z } from 'zod';
import { flag, id, intAmong, isoDate, pageInput, pageOf } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';
import { optionalInput } from './courseware.schemas.js';
import { LESSON_SECTIONS } from './courseware.rules.js';

export const TERM_NAME_MAX = 30;
export const LESSON_REMARK_MAX = 200;

const Int = z.number().int();
const SEARCH_MAX = 50;

export const CourseTermIdInput = z.object({ termId: id() });
export const CourseLessonIdInput = z.object({ lessonId: id() });
export const LessonClassSelectInput = z.object({ gradeId: optionalInput(id()) });
export const LessonSelectInput = z.object({
  /** A grade of the school (its level picks the lessons), or none for all. */
  gradeId: optionalInput(id()),
  searchKey: z.string().trim().max(SEARCH_MAX, `搜索内容最多${SEARCH_MAX}字`).optional(),
});
export type LessonSelectInput = z.infer<typeof LessonSelectInput>;

export const AddedLessonListInput = z
  .object({
    termId: optionalInput(id()),
    gradeId: optionalInput(id()),
    classId: optionalInput(id()),
    startDate: optionalInput(isoDate()),
    endDate: optionalInput(isoDate()),
    /** The deleted lessons, to restore them. */
    isDeleted: flag().default(false),
    ...pageInput,
  })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type AddedLessonListInput = z.infer<typeof AddedLessonListInput>;

export const SaveCourseTermInput = z
  .object({
    termId: optionalInput(id()),
    termName: nameText('学期名称', TERM_NAME_MAX),
    startDate: isoDate(),
    endDate: isoDate(),
  })
  .refine((term) => term.startDate <= term.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type SaveCourseTermInput = z.infer<typeof SaveCourseTermInput>;

export const SaveCourseLessonInput = z.object({
  lessonId: optionalInput(id()),
  termId: id(),
  classId: id(),
  coursewareId: id(),
  lessonDate: isoDate(),
  section: intAmong(LESSON_SECTIONS, `节次应为1至${LESSON_SECTIONS.length}`),
  remark: optionalText('备注', LESSON_REMARK_MAX),
});
export type SaveCourseLessonInput = z.infer<typeof SaveCourseLessonInput>;

export const CourseTermOptionList = z.array(z.object({ termId: Int, termName: z.string(), startDate: z.string(), endDate: z.string() }));
export const LessonGradeOptionList = z.array(z.object({ gradeId: Int, gradeName: z.string(), gradeLevel: Int }));
export const LessonClassOptionList = z.array(z.object({ classId: Int, className: z.string(), gradeId: Int }));
export const LessonCoursewareOptionList = z.array(z.object({ coursewareId: Int, coursewareName: z.string(), subjectName: z.string(), gradeName: z.string() }));

export const CourseTermRow = z.object({ termId: Int, termName: z.string(), startDate: z.string(), endDate: z.string(), lessonCount: Int });
export type CourseTermRow = z.infer<typeof CourseTermRow>;
export const CourseTermList = z.array(CourseTermRow);

export const CourseLessonRow = z.object({
  lessonId: Int,
  termId: Int,
  termName: z.string(),
  gradeId: Int,
  gradeName: z.string(),
  classId: Int,
  className: z.string(),
  coursewareId: Int,
  coursewareName: z.string(),
  subjectName: z.string(),
  lessonDate: z.string(),
  section: Int,
  sectionName: z.string(),
  remark: z.string(),
  teacherName: z.string(),
  isDeleted: z.boolean(),
});
export type CourseLessonRow = z.infer<typeof CourseLessonRow>;
export const CourseLessonPage = pageOf(CourseLessonRow);
export const SavedCourseLesson = z.object({ lessonId: Int });
export const SavedCourseTerm = z.object({ termId: Int });

// ---------- the Course reads: where a lesson was taught, its guide content, attendance on its days ----------

export const UsedCourseLessonList = z.array(CourseLessonRow);
export const CourseGuideContentList = z.array(
  z.object({ targetId: Int, domainName: z.string(), subDomainName: z.string(), targetName: z.string(), ageBand: z.string(), behaviours: z.array(z.string()) }),
);
export const CourseAttendRateInput = z.object({ coursewareId: id(), classId: optionalInput(id()) });
export type CourseAttendRateInput = z.infer<typeof CourseAttendRateInput>;
export const CourseAttendRateList = z.array(
  z.object({
    lessonId: Int,
    lessonDate: z.string(),
    classId: Int,
    className: z.string(),
    childCount: Int,
    presentCount: Int,
    absentCount: Int,
    /** Present of those in class that day, in percent with one decimal; 0 with nobody in class. */
    attendRate: z.number(),
  }),
);
export type CourseAttendRateList = z.infer<typeof CourseAttendRateList>;
export const LessonAttendList = z.array(z.object({ studentId: Int, studentName: z.string(), status: Int.nullable(), statusName: z.string() }));

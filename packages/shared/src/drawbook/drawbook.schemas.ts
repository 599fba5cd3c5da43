import { z } from 'zod';
import { id, intAmong, rowRangeInput, rowRangeRule } from '../endpoint.js';
import { GradeLevel, gradeLevelLabel } from '../enums.js';
import { nameText, optionalText } from '../fields.js';
import { AttachedFile } from '../files/files.schemas.js';

export const DRAWBOOK_NAME_MAX = 50;
export const DRAWBOOK_AUTHOR_MAX = 30;
export const DRAWBOOK_INTRO_MAX = 500;
/** Pictures a book's pages may have; a PDF book is one file. */
export const MAX_DRAWBOOK_PAGES = 100;
export const DRAWBOOK_SEARCH_MAX = 50;

/** What a book's pages are: pictures, one a page, or one PDF. */
export const DrawbookPageType = { PICTURES: 1, PDF: 2 } as const;
export type DrawbookPageType = (typeof DrawbookPageType)[keyof typeof DrawbookPageType];
export const drawbookPageTypeLabel: Record<DrawbookPageType, string> = { 1: '图片', 2: 'PDF' };

/**
 * A book is for a grade level (托班 to 其他), not for one school year's grade: the library outlives
 * the years, and the grade of next year's 小班 is another row.
 */
const gradeLevel = () => intAmong(Object.values(GradeLevel), '年级应为1（托班）、2（小班）、3（中班）、4（大班）或5（其他）');
export const drawbookGradeLevels = Object.values(GradeLevel).map((level) => ({ gradeId: level, gradeName: gradeLevelLabel[level]! }));

/** Query strings and forms send '' for a field left empty. */
const blank = (value: unknown) => value === '' || value === null || value === undefined;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

/** Ids as a JSON array, or as `1,2,3` in a query string or form. */
const idList = () =>
  z.preprocess(
    (value) => (blank(value) ? [] : typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : typeof value === 'number' ? [value] : value),
    z.array(id()).min(1, '请上传绘本内容（图片或一个PDF）').max(MAX_DRAWBOOK_PAGES, `绘本内容最多${MAX_DRAWBOOK_PAGES}页`),
  );

const filterFields = {
  /** When given, the session's school: another school's books are not reachable. */
  schoolId: optional(id()),
  gradeId: optional(gradeLevel()),
  /** Part of the book's name or author. */
  searchContent: z.string().trim().max(DRAWBOOK_SEARCH_MAX, `搜索内容最多${DRAWBOOK_SEARCH_MAX}字`).optional(),
};

export const DrawbookCountInput = z.object(filterFields);
export type DrawbookCountInput = z.infer<typeof DrawbookCountInput>;
export const DrawbookListInput = z.object({ ...filterFields, ...rowRangeInput }).refine(...rowRangeRule);
export type DrawbookListInput = z.infer<typeof DrawbookListInput>;
export const DrawbookGradesInput = z.object({ schoolId: filterFields.schoolId });

const drawbookFields = {
  drawbookName: nameText('绘本名称', DRAWBOOK_NAME_MAX),
  gradeId: gradeLevel(),
  author: optionalText('作者', DRAWBOOK_AUTHOR_MAX),
  introduction: optionalText('简介', DRAWBOOK_INTRO_MAX),
  /** A picture uploaded as kind DrawBook. */
  coverFileId: id(),
  /** The pages in order: pictures uploaded as kind DrawBook, or one PDF. */
  pageFileIds: idList(),
};

export const AddDrawbookInput = z.object(drawbookFields);
export type AddDrawbookInput = z.infer<typeof AddDrawbookInput>;
export const UpdateDrawbookInput = z.object({ drawbookId: id(), ...drawbookFields });
export type UpdateDrawbookInput = z.infer<typeof UpdateDrawbookInput>;
export const DrawbookIdInput = z.object({ drawbookId: id() });
export const SavedDrawbook = z.object({ drawbookId: z.number().int() });

const Int = z.number().int();

export const DrawbookRow = z.object({
  drawbookId: Int,
  drawbookName: z.string(),
  schoolId: Int,
  gradeId: Int,
  gradeName: z.string(),
  author: z.string(),
  introduction: z.string(),
  coverFileId: Int,
  pageType: Int,
  pageTypeName: z.string(),
  pageCount: Int,
  adderId: Int,
  adderName: z.string(),
  /** ISO-8601. */
  addTime: z.string(),
  updateTime: z.string(),
});
export type DrawbookRow = z.infer<typeof DrawbookRow>;
export const DrawbookList = z.array(DrawbookRow);

export const DrawbookDetail = DrawbookRow.extend({
  cover: AttachedFile,
  /** The pages in order: pictures, or one PDF. */
  pages: z.array(AttachedFile),
});
export type DrawbookDetail = z.infer<typeof DrawbookDetail>;

export const DrawbookCount = z.object({ count: Int });

/** The grade levels that have books, with how many each. */
export const DrawbookGrades = z.array(z.object({ gradeId: Int, gradeName: z.string(), count: Int }));
export type DrawbookGrades = z.infer<typeof DrawbookGrades>;

import { z } from 'zod';
import { flag, id, intAmong, pageInput, pageOf } from '../endpoint.js';
import { optionalText } from '../fields.js';
import { calendarDate } from '../child/child.schemas.js';

/** Kinds of class media. */
export const MediaType = { PHOTO: 1, VIDEO: 2 } as const;

/** A class dynamic's moderation (审核): families see a post once it has passed. */
export const DynamicCheckStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const dynamicCheckStatusLabel: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '未通过' };

/** The types of class dynamics (GetClassDynamicTypeList), the same in every school. */
export const classDynamicTypeLabel: Record<number, string> = { 1: '日常生活', 2: '教学活动', 3: '户外活动', 4: '节日活动', 5: '其他' };
export const CLASS_DYNAMIC_TYPES = Object.keys(classDynamicTypeLabel).map(Number);

/** What one post may carry: up to nine photos and one video; a photo is a phone's picture, not a poster. */
export const MAX_DYNAMIC_PHOTOS = 9;
export const MAX_DYNAMIC_VIDEOS = 1;
export const MAX_DYNAMIC_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_DYNAMIC_CONTENT = 1000;
export const MAX_CHECK_REMARK = 200;

/** Query strings and forms send '' for a field left empty. */
const blankAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const optionalId = () => blankAsUndefined(id());
const optionalDate = () => blankAsUndefined(calendarDate());
const earlierFirst = (input: { startDate?: string | undefined; endDate?: string | undefined }) => !input.startDate || !input.endDate || input.startDate <= input.endDate;
const DATE_ORDER = { path: ['startDate'], message: '开始日期不能晚于结束日期' };

/** A photo or video of one of the child's classes, taken while the child was in it. */
export const StudentAlbumItem = z.object({
  mediaId: z.number().int(),
  /** MediaType: 1 photo, 2 video. */
  mediaType: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  /** The album it is filed in, if any. */
  albumId: z.number().int().nullable(),
  albumName: z.string().nullable(),
  /** The class dynamic it was posted with, if any, and the post's text. */
  dynamicId: z.number().int().nullable(),
  dynamicContent: z.string().nullable(),
  teacherName: z.string().nullable(),
  /** When it was shared, and that instant's school date. */
  createdAt: z.string(),
  date: z.string(),
  /** The stored file and its type (jpg, mp4 ...); null when its bytes are not in this server's store. */
  fileId: z.number().int().nullable(),
  fileType: z.string().nullable(),
});
export type StudentAlbumItem = z.infer<typeof StudentAlbumItem>;

/** Newest first, with the photos and videos of the whole interval counted. */
export const StudentAlbumPage = pageOf(StudentAlbumItem).extend({ photoCount: z.number().int(), videoCount: z.number().int() });

// ---- the school's moderation of class dynamics (园所动态 > 班级动态) ----

export const ClassDynamicType = z.object({ dynamicType: z.number().int(), typeName: z.string() });
export const ClassDynamicTypeList = z.array(ClassDynamicType);

export const DynamicListInput = z
  .object({
    /** The classes of a school year, of a grade, or one class; every class in reach when none is given. */
    yearId: optionalId(),
    gradeId: optionalId(),
    classId: optionalId(),
    dynamicType: blankAsUndefined(intAmong(CLASS_DYNAMIC_TYPES, '动态类型为1至5')),
    checkStatus: blankAsUndefined(intAmong(Object.values(DynamicCheckStatus), '审核状态为0（待审核）、1（已通过）或2（未通过）')),
    /** School days the posts were made on. */
    startDate: optionalDate(),
    endDate: optionalDate(),
    /** Words of the post's text, or its author's name. */
    searchKey: z.string().trim().max(50, '搜索内容最多50字').optional(),
    ...pageInput,
  })
  .refine(earlierFirst, DATE_ORDER);
export type DynamicListInput = z.infer<typeof DynamicListInput>;

/** A photo or video of a post, in the post's order. */
export const DynamicMedia = z.object({
  mediaId: z.number().int(),
  mediaType: z.number().int(),
  /** The stored file and its type; null when its bytes are not in this server's store. */
  fileId: z.number().int().nullable(),
  fileType: z.string().nullable(),
});
export type DynamicMedia = z.infer<typeof DynamicMedia>;

export const ClassDynamicRow = z.object({
  dynamicId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  dynamicType: z.number().int(),
  typeName: z.string(),
  content: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  createdAt: z.string(),
  /** DynamicCheckStatus, its label, who checked it and when, and why it did not pass. */
  checkStatus: z.number().int(),
  checkStatusName: z.string(),
  checkerName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  checkRemark: z.string().nullable(),
  mediaList: z.array(DynamicMedia),
  photoCount: z.number().int(),
  videoCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
});
export type ClassDynamicRow = z.infer<typeof ClassDynamicRow>;

/** Newest first; with how many posts of the same filters, whatever their status, wait for a check. */
export const ClassDynamicPage = pageOf(ClassDynamicRow).extend({ pendingCount: z.number().int() });

export const DynamicIdInput = z.object({ dynamicId: id() });

/** Who wrote a comment or gave a like (authorType): a teacher (the author is a teacher id) or a family (a guardian id). */
export const InteractionAuthorType = { TEACHER: 1, PARENT: 2 } as const;
export const interactionAuthorLabel: Record<number, string> = { [InteractionAuthorType.TEACHER]: '老师', [InteractionAuthorType.PARENT]: '家长' };

/** A like, by a family (authorType 2) or a teacher (1). */
export const InteractionLike = z.object({ authorType: z.number().int(), authorId: z.number().int(), authorName: z.string(), createdAt: z.string() });
/** A comment, oldest first, with whom it answers. */
export const InteractionComment = z.object({
  commentId: z.number().int(),
  authorType: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  replyToId: z.number().int().nullable(),
  replyToName: z.string().nullable(),
  createdAt: z.string(),
});
export type InteractionComment = z.infer<typeof InteractionComment>;

/** GetRecordAppraiseDetail: a post's likes and comments. */
export const RecordAppraiseDetail = z.object({
  dynamicId: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likeList: z.array(InteractionLike),
  commentList: z.array(InteractionComment),
});
export type RecordAppraiseDetail = z.infer<typeof RecordAppraiseDetail>;

/** CheckDynamic: pass (1) or reject (2, with the reason the teacher is shown). */
export const CheckDynamicInput = z
  .object({
    dynamicId: id(),
    checkStatus: intAmong([DynamicCheckStatus.APPROVED, DynamicCheckStatus.REJECTED], '审核结果为1（通过）或2（不通过）'),
    checkRemark: optionalText('不通过的原因', MAX_CHECK_REMARK).optional(),
  })
  .refine((input) => input.checkStatus !== DynamicCheckStatus.REJECTED || Boolean(input.checkRemark), { path: ['checkRemark'], message: '请填写不通过的原因' });
export type CheckDynamicInput = z.infer<typeof CheckDynamicInput>;

export const CheckedDynamic = z.object({ dynamicId: z.number().int(), checkStatus: z.number().int() });

/** Photos and videos taken out of their post or album, by their media ids. */
export const DelPhotoAndVideoInput = z.object({
  mediaIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value),
    z.array(id()).min(1, '请选择要删除的照片或视频').max(50, '一次最多删除50个照片或视频'),
  ),
});
export type DelPhotoAndVideoInput = z.infer<typeof DelPhotoAndVideoInput>;

/** Whether the school checks each post before families see it (the default), or families see posts at once. */
export const DynamicCheckSetting = z.object({ needsCheck: z.boolean() });
export const DynamicCheckSettingInput = z.object({ needsCheck: flag() });

/** A teacher's post to the families of a class: text, photos and videos (files of kind ClassMedia the teacher uploaded). */
export const AddClassDynamicInput = z
  .object({
    classId: id(),
    dynamicType: intAmong(CLASS_DYNAMIC_TYPES, '动态类型为1至5'),
    content: optionalText('动态内容', MAX_DYNAMIC_CONTENT).optional(),
    fileIds: z.array(id()).max(MAX_DYNAMIC_PHOTOS + MAX_DYNAMIC_VIDEOS, `最多${MAX_DYNAMIC_PHOTOS}张照片和${MAX_DYNAMIC_VIDEOS}个视频`).default([]),
  })
  .refine((input) => Boolean(input.content) || input.fileIds.length > 0, { path: ['content'], message: '请填写动态内容或添加照片、视频' });
export type AddClassDynamicInput = z.infer<typeof AddClassDynamicInput>;

/** The new post, and whether it waits for the school's check. */
export const SavedClassDynamic = z.object({ dynamicId: z.number().int(), checkStatus: z.number().int() });

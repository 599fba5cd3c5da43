import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { id, intAmong, pageInput, pageOf } from '../endpoint.js';
import { freeText } from '../fields.js';
import { AttachedFile } from '../files/files.schemas.js';

/** Whom a notice is for: the whole school, chosen grades, chosen classes, or the staff alone. */
export const NoticeAudience = { SCHOOL: 1, GRADES: 2, CLASSES: 3, STAFF: 4 } as const;
export type NoticeAudience = (typeof NoticeAudience)[keyof typeof NoticeAudience];
export const noticeAudienceLabel: Record<NoticeAudience, string> = { 1: '全园', 2: '指定年级', 3: '指定班级', 4: '全体教职工' };

/** Who of the audience reads it: the families of its children, its staff, or both. A staff notice is for the staff. */
export const NoticeReceivers = { FAMILIES: 1, STAFF: 2, BOTH: 3 } as const;
export type NoticeReceivers = (typeof NoticeReceivers)[keyof typeof NoticeReceivers];
export const noticeReceiversLabel: Record<NoticeReceivers, string> = { 1: '家长', 2: '教职工', 3: '家长和教职工' };

/** 已发布, or 待发布 while its publish time is still ahead. */
export const NoticeStatus = { PUBLISHED: 1, SCHEDULED: 2 } as const;
export type NoticeStatus = (typeof NoticeStatus)[keyof typeof NoticeStatus];
export const noticeStatusLabel: Record<NoticeStatus, string> = { 1: '已发布', 2: '待发布' };

/** Who read a notice: a teacher (reader id is the staff id) or a family member (the guardian id), as the read receipts say. */
export const NoticeReaderType = { TEACHER: 1, PARENT: 2 } as const;
export const noticeReaderTypeLabel: Record<number, string> = { 1: '教职工', 2: '家长' };

export const MAX_NOTICE_ATTACHMENTS = 9;
export const MAX_NOTICE_TARGETS = 100;
export const NOTICE_TITLE_MAX = 50;
/** The editor's HTML, pictures being links: far more than a notice's text needs. */
export const NOTICE_CONTENT_MAX = 50_000;

/** Query strings and forms send '' for a field left empty. */
const blankAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Ids as a JSON array, or as `1,2,3` in a query string or form. */
const idArray = (what: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? [] : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : value),
    z.array(id()).max(MAX_NOTICE_TARGETS, `${what}最多${MAX_NOTICE_TARGETS}个`),
  );

/**
 * A moment to publish at: an ISO-8601 time with its offset (what the console sends), or
 * `YYYY-MM-DD HH:mm` in China time (what a person types); kept as UTC ISO-8601.
 */
const LOCAL_MINUTE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/;
export const publishTime = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const local = LOCAL_MINUTE.exec(value);
      const moment = local ? new Date(`${local[1]}T${local[2]}:${local[3]}:00+08:00`) : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? new Date(value) : new Date(Number.NaN);
      if (Number.isNaN(moment.getTime())) {
        context.addIssue({ code: 'custom', message: '发布时间格式应为 YYYY-MM-DD HH:mm' });
        return z.NEVER;
      }
      return moment.toISOString();
    });

const audienceFields = {
  audienceType: intAmong(Object.values(NoticeAudience), '发布范围应为1（全园）、2（指定年级）、3（指定班级）或4（全体教职工）'),
  /** The grades of an audience of grades. */
  gradeIds: idArray('年级').default([]),
  /** The classes of an audience of classes. */
  classIds: idArray('班级').default([]),
  /** Who of the audience reads it; a staff notice is for the staff whatever is given. */
  receiverType: blankAsUndefined(intAmong(Object.values(NoticeReceivers), '接收对象应为1（家长）、2（教职工）或3（家长和教职工）')).default(NoticeReceivers.BOTH),
};

const noticeFields = {
  title: freeText('通知标题', NOTICE_TITLE_MAX),
  /** HTML of the console's rich-text editor; the server keeps it sanitised. */
  content: z.string({ error: '请填写通知内容' }).max(NOTICE_CONTENT_MAX, '通知内容过长，请精简或把材料放在附件中'),
  /** Files of kind NoticeAttachment (documents and pictures), in order. */
  attachmentFileIds: idArray('附件').default([]),
  /** A file of kind NoticeVideo. */
  videoFileId: blankAsUndefined(id()),
  ...audienceFields,
  /** Empty: now. A time ahead schedules the notice (待发布) until then. */
  publishAt: blankAsUndefined(publishTime()),
};

export const AddNoticeInput = z.object(noticeFields);
export type AddNoticeInput = z.infer<typeof AddNoticeInput>;
export const UpdateNoticeInput = z.object({ noticeId: id(), ...noticeFields });
export type UpdateNoticeInput = z.infer<typeof UpdateNoticeInput>;
export const NoticeIdInput = z.object({ noticeId: id() });
export const SavedNotice = z.object({ noticeId: z.number().int() });

export const NoticeListInput = z
  .object({
    /** Notices published (or to be) from `startDate` to `endDate`, school days. */
    startDate: blankAsUndefined(calendarDate()),
    endDate: blankAsUndefined(calendarDate()),
    audienceType: blankAsUndefined(intAmong(Object.values(NoticeAudience), '发布范围应为1至4')),
    publisherId: blankAsUndefined(id()),
    status: blankAsUndefined(intAmong(Object.values(NoticeStatus), '状态应为1（已发布）或2（待发布）')),
    keyword: blankAsUndefined(z.string().trim().max(50, '搜索内容最多50字')),
    ...pageInput,
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type NoticeListInput = z.infer<typeof NoticeListInput>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** What the audience reads as: 全园 · 家长和教职工, 大班 · 家长, 小一班、小二班 · 家长和教职工. */
const audienceOutput = {
  audienceType: z.number().int(),
  receiverType: z.number().int(),
  audienceText: z.string(),
  grades: z.array(Named),
  classes: z.array(Named),
};

const readCounts = {
  /** Readers of the audience who opened it, and those who have not, as far as the caller's data scope reaches. */
  readCount: z.number().int(),
  unreadCount: z.number().int(),
};

export const NoticeRow = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  /** The content's first words. */
  summary: z.string(),
  ...audienceOutput,
  publisherId: z.number().int(),
  publisherName: z.string(),
  publishAt: z.string(),
  status: z.number().int(),
  ...readCounts,
  attachmentCount: z.number().int(),
  hasVideo: z.boolean(),
  /** Whether the caller may edit and delete it (within their data scope). */
  editable: z.boolean(),
  editCount: z.number().int(),
  updatedAt: z.string(),
});
export type NoticeRow = z.infer<typeof NoticeRow>;
export const NoticePage = pageOf(NoticeRow);


export const NoticeDetail = NoticeRow.omit({ summary: true, attachmentCount: true, hasVideo: true }).extend({
  content: z.string(),
  attachments: z.array(AttachedFile),
  videoFileId: z.number().int().nullable(),
  gradeIds: z.array(z.number().int()),
  classIds: z.array(z.number().int()),
  /** Whether the caller has opened it. */
  readByMe: z.boolean(),
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

/** What the legacy edit form loads. */
export const NoticeForUpdate = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  content: z.string(),
  attachmentFileIds: z.array(z.number().int()),
  attachments: z.array(AttachedFile),
  videoFileId: z.number().int().nullable(),
  audienceType: z.number().int(),
  gradeIds: z.array(z.number().int()),
  classIds: z.array(z.number().int()),
  receiverType: z.number().int(),
  publishAt: z.string(),
  status: z.number().int(),
});

export const NoticeReadStatus = { UNREAD: 0, READ: 1 } as const;

export const NoticeReadListInput = z.object({
  noticeId: id(),
  /** 0 未读, 1 已读. */
  readStatus: blankAsUndefined(intAmong(Object.values(NoticeReadStatus), '阅读状态应为0（未读）或1（已读）')).default(NoticeReadStatus.UNREAD),
  /** 1 教职工, 2 家长; both when empty. */
  readerType: blankAsUndefined(intAmong(Object.values(NoticeReaderType), '读者类别应为1（教职工）或2（家长）')),
  ...pageInput,
});
export type NoticeReadListInput = z.infer<typeof NoticeReadListInput>;

export const NoticeReader = z.object({
  readerType: z.number().int(),
  readerId: z.number().int(),
  name: z.string(),
  /** 教职工, or the family's children and classes: 王小明（小一班）. */
  description: z.string(),
  phone: z.string(),
  /** When they first opened it; null for an unread one. */
  readAt: z.string().nullable(),
});
export type NoticeReader = z.infer<typeof NoticeReader>;
export const NoticeReadList = pageOf(NoticeReader).extend(readCounts);
export type NoticeReadList = z.infer<typeof NoticeReadList>;

export const NoticeRead = z.object({ noticeId: z.number().int(), readAt: z.string() });

export const NoticeEdit = z.object({
  editId: z.number().int(),
  editorId: z.number().int(),
  editorName: z.string(),
  editedAt: z.string(),
  /** The title and content as they were before this edit. */
  previousTitle: z.string(),
  previousContent: z.string(),
});
export const NoticeEditHistory = z.object({ list: z.array(NoticeEdit) });
export type NoticeEditHistory = z.infer<typeof NoticeEditHistory>;

export const NoticePublishers = z.object({ list: z.array(z.object({ publisherId: z.number().int(), publisherName: z.string() })) });

import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { id, intAmong, openText, pageInput, pageOf, phoneNumber } from '../endpoint.js';
import { freeText, optionalText } from '../fields.js';
import { AttachedFile } from '../files/files.schemas.js';
import { ChildLeaveType, ClassAttendSheet, SaveSheetInput } from '../attendance/attendance.schemas.js';
import { AnswerInput } from '../questionnaire/questionnaire.schemas.js';

/** The family page's path on the server: the mobile app families open, apart from the console. */
export const FAMILY_PAGE_PATH = '/family/';

const Int = z.number().int();

// ---- signing in ----

export const FamilySendCodeInput = z.object({ phone: phoneNumber() });
export const FamilyLoginInput = z.object({
  phone: phoneNumber(),
  code: z.string().trim().regex(/^\d{6}$/, '验证码为6位数字'),
  codeId: openText(64).optional(),
  /** The parents' app names itself and the phone: the sign-in is then an install (安装统计). */
  appId: openText(64).optional(),
  deviceId: openText(128).optional(),
});

/** One child of the family, in one school: the family page acts for one at a time. */
export const FamilyChild = z.object({
  childId: Int,
  childName: z.string(),
  schoolId: Int,
  schoolName: z.string(),
  className: z.string(),
  gradeName: z.string(),
  /** How the guardian is related: 父亲, 母亲 ... */
  relationName: z.string(),
  /** Whether the caller is the child's main guardian (主监护人), the one absence notices go to. */
  isMain: z.boolean(),
});
export type FamilyChild = z.infer<typeof FamilyChild>;

export const FamilyAccount = z.object({
  phone: z.string(),
  /** The guardian's name as the current child's school keeps it. */
  guardianName: z.string(),
  /** The child the page acts for now. */
  current: FamilyChild,
  /** Every child of the phone's guardians, across schools: more than one, the page offers a choice. */
  children: z.array(FamilyChild),
});
export type FamilyAccount = z.infer<typeof FamilyAccount>;
export const FamilyLoginResult = FamilyAccount.extend({ token: z.string() });
export const FamilyPickChildInput = z.object({ childId: id() });
export const FamilyPickSchoolInput = z.object({ schoolId: id() });

/**
 * A teacher on the family page: the staff row acted as (at sign-in the phone's earliest in work), the
 * classes taught this year there, and every school the phone works in, to pick another.
 */
export const FamilyTeacherAccount = z.object({
  phone: z.string(),
  teacherName: z.string(),
  schoolId: Int,
  schoolName: z.string(),
  classes: z.array(z.object({ classId: Int, className: z.string() })),
  schools: z.array(z.object({ schoolId: Int, schoolName: z.string() })),
});
export type FamilyTeacherAccount = z.infer<typeof FamilyTeacherAccount>;
export const FamilyTeacherLoginResult = FamilyTeacherAccount.extend({ token: z.string() });
export const FamilyNoInput = z.object({});

/** A file the page shows, with a link that works for an hour. */
export const FamilyFile = AttachedFile.extend({ url: z.string() });
export type FamilyFile = z.infer<typeof FamilyFile>;

export const FamilyPageInput = z.object({ ...pageInput });

// ---- 通知 ----

export const FamilyNoticeRow = z.object({
  noticeId: Int,
  title: z.string(),
  summary: z.string(),
  publisherName: z.string(),
  publishAt: z.string(),
  attachmentCount: Int,
  hasVideo: z.boolean(),
  /** When the family first opened it; null while unread. */
  readAt: z.string().nullable(),
});
export const FamilyNoticePage = pageOf(FamilyNoticeRow).extend({ unreadCount: Int });
export const FamilyNoticeIdInput = z.object({ noticeId: id() });
export const FamilyNoticeDetail = FamilyNoticeRow.omit({ summary: true, attachmentCount: true, hasVideo: true }).extend({
  /** Sanitised HTML. */
  content: z.string(),
  attachments: z.array(FamilyFile),
  video: FamilyFile.nullable(),
});
export type FamilyNoticeDetail = z.infer<typeof FamilyNoticeDetail>;

// ---- 园所新闻 ----

export const FamilyNewsRow = z.object({
  newsId: Int,
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  /** A picture link (a file of this server or an outside address), '' without one. */
  coverImg: z.string(),
  activeDate: z.string(),
  /** The school that published it: the child's, or its head school. */
  schoolName: z.string(),
  isAllowComment: z.boolean(),
  commentCount: Int,
  readAt: z.string().nullable(),
});
export const FamilyNewsPage = pageOf(FamilyNewsRow);
export const FamilyNewsIdInput = z.object({ newsId: id() });
export const FamilyNewsDetail = FamilyNewsRow.extend({ content: z.string(), bannerImg: z.string(), linkUrl: z.string() });

export const FAMILY_COMMENT_MAX = 500;
export const FamilyComment = z.object({
  commentId: Int,
  authorName: z.string(),
  /** 1 教师, 2 家长. */
  authorType: Int,
  content: z.string(),
  replyToId: Int.nullable(),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export const FamilyCommentPageInput = z.object({ newsId: id(), ...pageInput });
export const FamilyCommentPage = pageOf(FamilyComment);
export const FamilyAddCommentInput = z.object({ newsId: id(), content: freeText('评论内容', FAMILY_COMMENT_MAX), replyToId: id().optional() });
export const FamilyCommentIdInput = z.object({ commentId: id() });
export const SavedFamilyComment = z.object({ commentId: Int });

// ---- 问卷 ----

export const FamilyQuestionnaireRow = z.object({
  questionnaireId: Int,
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  state: Int,
  stateName: z.string(),
  /** Whether the family answered the round open now (the last one once ended). */
  submitted: z.boolean(),
});
export const FamilyQuestionnaireList = z.object({ list: z.array(FamilyQuestionnaireRow) });
export const FamilyQuestionnaireIdInput = z.object({ questionnaireId: id() });
export const FamilySubmitAnswerInput = z.object({ questionnaireId: id(), answers: z.array(AnswerInput).max(100, '最多100道题').default([]) });

// ---- 投票 ----

export const FamilyVoteRow = z.object({
  activityId: Int,
  activityName: z.string(),
  activityIntro: z.string(),
  activityStatus: Int,
  activityStatusName: z.string(),
  enrollStartTime: z.string(),
  enrollEndTime: z.string(),
  voteStartTime: z.string(),
  voteEndTime: z.string(),
  /** 每人每天2票，共5票 ... */
  voteModeFormat: z.string(),
  joinCount: Int,
});
export const FamilyVoteList = z.object({ list: z.array(FamilyVoteRow) });
export const FamilyVoteIdInput = z.object({ activityId: id() });
export const FamilyVoteEntry = z.object({
  joinerId: Int,
  title: z.string(),
  content: z.string(),
  objectName: z.string(),
  className: z.string(),
  pictures: z.array(FamilyFile),
  video: FamilyFile.nullable(),
  /** Null while the activity hides the counts from voters (ShowMode 2, until voting ends). */
  voteCount: Int.nullable(),
  /** The family's own child's entry. */
  isMine: z.boolean(),
});
export const FamilyVoteDetail = FamilyVoteRow.extend({
  isBatchVote: z.boolean(),
  countsShown: z.boolean(),
  entries: z.array(FamilyVoteEntry),
  /** The votes the child cast in this activity: in all, and today. */
  votesCast: Int,
  votesToday: Int,
  everyoneVotes: Int,
  /** Null unless the activity limits votes by day. */
  everydayVoteCount: Int.nullable(),
});

// ---- 请假 ----

export const LEAVE_NOTE_MAX = 200;

export const FamilyLeaveInput = z
  .object({
    leaveType: intAmong(Object.values(ChildLeaveType), '请假类型应为1（病假）或2（事假）'),
    startDate: calendarDate(),
    endDate: calendarDate(),
    note: optionalText('请假说明', LEAVE_NOTE_MAX),
  })
  .refine((input) => input.startDate <= input.endDate, { path: ['endDate'], message: '结束日期不能早于开始日期' });
export type FamilyLeaveInput = z.infer<typeof FamilyLeaveInput>;
export const FamilyLeave = z.object({
  leaveId: Int,
  leaveType: Int,
  leaveTypeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string(),
  reportedBy: z.string(),
  createdAt: z.string(),
  /** Set once the family withdrew it. */
  cancelledAt: z.string().nullable(),
});
export const FamilyLeaveList = z.object({ list: z.array(FamilyLeave) });
export const FamilyLeaveIdInput = z.object({ leaveId: id() });
export const SavedFamilyLeave = z.object({ leaveId: Int });

/** A message the school sent the family: a child marked absent without a leave. */
export const FamilyMessage = z.object({ messageId: Int, date: z.string(), text: z.string(), createdAt: z.string() });
export const FamilyMessageList = z.object({ list: z.array(FamilyMessage) });

// ---- 点名: a teacher's classes today ----

/** Today's roll call of each class the teacher teaches, with the leaves families reported, as the console's sheet shows it. */
export const FamilyRollCall = z.object({ date: z.string(), list: z.array(ClassAttendSheet) });
/** A teacher's marks of children of a class taught, on today's roll call, from the phone. */
export const FamilyMarkRollCallInput = SaveSheetInput.omit({ date: true });
export type FamilyMarkRollCallInput = z.infer<typeof FamilyMarkRollCallInput>;

// ---- the school's setting ----

/** When, on a school day, families of children marked absent without a leave are told (China time). */
export const DEFAULT_ABSENCE_NOTICE_TIME = '09:30';
/** The school day's hours a notice may be set to go from (a later notice would reach families after pick-up). */
export const ABSENCE_NOTICE_EARLIEST = '07:00';
export const ABSENCE_NOTICE_LATEST = '17:00';
export const AbsenceNoticeSetting = z.object({
  notifyTime: z
    .string({ error: '请选择通知时间' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '通知时间格式应为 HH:mm')
    .refine((time) => time >= ABSENCE_NOTICE_EARLIEST && time <= ABSENCE_NOTICE_LATEST, `通知时间应在${ABSENCE_NOTICE_EARLIEST}至${ABSENCE_NOTICE_LATEST}之间`),
});
export type AbsenceNoticeSetting = z.infer<typeof AbsenceNoticeSetting>;

import {
  fitsObjectType,
  InteractionAuthorType,
  RespondentType,
  VoteMode,
  VoteObjectType,
  VoteStatus,
  type AttachedFile,
  type FamilyLeaveInput,
  type FamilyMarkRollCallInput,
  type FamilySignHomeworkInput,
  type FamilyNoticeDetail,
  type SubmitAnswerInput,
  type UploadChunkInput,
  type VoteInput,
  type VoteJoinInput,
  type VoteRankingInput,
} from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { FamilyIdentity, FamilyTeacherIdentity } from '../../core/family-identity.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import { plainTextOf } from '../../core/rich-text.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { AttendanceService } from '../attendance/index.js';
import type { CommentService } from '../comment/index.js';
import { attachedFiles, type FileService } from '../files/index.js';
import type { HomeworkService } from '../homework/index.js';
import { NEWS_TARGET } from '../news/index.js';
import { NOTICE_TARGET } from '../notice/index.js';
import type { QuestionnaireService } from '../questionnaire/index.js';
import { ReaderType, type ReadReceiptService } from '../read-receipt/index.js';
import { findSchool } from '../school/index.js';
import type { VoteActor, VoteService } from '../vote/index.js';
import * as repository from './family.repository.js';

export interface FamilyServiceDeps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  files: FileService;
  readReceipts: ReadReceiptService;
  comments: CommentService;
  questionnaires: QuestionnaireService;
  votes: VoteService;
  attendance: AttendanceService;
  homework: HomeworkService;
}

const SUMMARY_LENGTH = 80;
/** Families see the activities they may take part in or read the outcome of: not those not started or voided. */
const SHOWN_VOTE_STATUSES: readonly number[] = [VoteStatus.ENROLLING, VoteStatus.WAITING, VoteStatus.VOTING, VoteStatus.ENDED];
const VOTES_SHOWN = 200;
/** The kinds of file a family uploads: the pictures and videos of a vote entry. */
const FAMILY_UPLOAD_KINDS: readonly string[] = ['ClassMedia'];

/** A family's uploads are the guardian's, whichever child the page acts for. */
const uploaderOf = (family: FamilyIdentity) => ({ schoolId: family.schoolId, guardianId: family.guardianId });

/** Who reads, answers and votes on the page: a family for its child, or a teacher on the staff. */
export interface PageVisitor {
  schoolId: number;
  reader: repository.PageReader;
  /** The child's class, or the classes the teacher teaches this year; and their grades. */
  classIds: readonly number[];
  gradeIds: readonly number[];
  /** The child's grade level, which limits a family's news and questionnaires; null for a teacher. */
  gradeLevel: number | null;
  actor: VoteActor;
  /** The person whose vote entries are the visitor's own: the child, or the teacher. */
  self: { objectType: number; objectId: number };
}

export const familyVisitor = (family: FamilyIdentity): PageVisitor => ({
  schoolId: family.schoolId,
  reader: { readerType: ReaderType.PARENT, readerId: family.guardianId },
  classIds: [family.classId],
  gradeIds: [family.gradeId],
  gradeLevel: family.gradeLevel,
  actor: { kind: 'guardian', guardianId: family.guardianId, childId: family.childId },
  self: { objectType: VoteObjectType.CHILD, objectId: family.childId },
});

export const teacherVisitor = (teacher: FamilyTeacherIdentity): PageVisitor => ({
  schoolId: teacher.schoolId,
  reader: { readerType: ReaderType.TEACHER, readerId: teacher.teacherId },
  classIds: teacher.classIds,
  gradeIds: teacher.gradeIds,
  gradeLevel: null,
  actor: { kind: 'teacher', teacherId: teacher.teacherId },
  self: { objectType: VoteObjectType.TEACHER, objectId: teacher.teacherId },
});

const respondentOf = (visitor: PageVisitor) => ({
  respondentSchoolId: visitor.schoolId,
  respondentType: visitor.reader.readerType === ReaderType.TEACHER ? RespondentType.TEACHER : RespondentType.PARENT,
  respondentId: visitor.reader.readerId,
});

/**
 * What a family does on the family page, for the child its session acts for, through the database
 * confined to the child's school: the notices and news for the child's school, grade and class (read
 * receipts as the console counts them), comments, questionnaires and votes through their modules'
 * services (the same rules as the answering link and the console), and the child's leaves.
 */
export function familyService(deps: FamilyServiceDeps) {
  const now = () => iso(deps.clock.now());
  const today = () => schoolDate(deps.clock.now());

  /** The files as the page shows them, each with a link that works for an hour. */
  async function linked(db: SchoolDb, files: readonly AttachedFile[]) {
    return Promise.all(files.map(async ({ fileId, fileName, fileType, size }) => ({ fileId, fileName, fileType, size, url: (await deps.files.signedLink(db, fileId)).url })));
  }

  const audienceOf = (visitor: PageVisitor): repository.NoticeAudienceOf => ({ ...visitor.reader, classIds: visitor.classIds, gradeIds: visitor.gradeIds, now: now() });

  async function newsReaderOf(visitor: PageVisitor): Promise<repository.NewsReader> {
    const school = await findSchool(deps.db, visitor.schoolId);
    return { ...visitor.reader, schoolId: visitor.schoolId, headSchoolId: school?.parentId ?? null, gradeLevel: visitor.gradeLevel, today: today() };
  }

  /** An article the family may read, with the handle of the school that keeps it (the head school's articles are kept there). */
  async function visibleArticle(visitor: PageVisitor, newsId: number) {
    const article = await repository.findArticle(deps.db, await newsReaderOf(visitor), newsId);
    if (!article) throw notFound('新闻');
    return { article, home: deps.schoolDb(article.schoolId) };
  }

  const articleRow = (article: repository.FamilyArticle, commentCount: number) => ({
    newsId: article.newsId,
    title: article.title,
    author: article.author ?? '',
    summary: article.summary ?? '',
    coverImg: article.coverImg ?? '',
    activeDate: article.activeDate,
    schoolName: article.schoolName,
    isAllowComment: article.isAllowComment === 1,
    commentCount,
    readAt: article.readAt,
  });

  /** A school's vote activity as the family sees it, if it is one families see. */
  async function shownActivity(db: SchoolDb, activityId: number) {
    const activity = await deps.votes.forUpdate(db, activityId);
    if (!SHOWN_VOTE_STATUSES.includes(activity.activityStatus)) throw notFound('投票活动');
    return activity;
  }

  const voteRow = (activity: Awaited<ReturnType<VoteService['forUpdate']>>) => ({
    activityId: activity.activityId,
    activityName: activity.activityName,
    activityIntro: activity.activityIntro,
    activityStatus: activity.activityStatus,
    activityStatusName: activity.activityStatusName,
    enrollStartTime: activity.enrollStartTime,
    enrollEndTime: activity.enrollEndTime,
    voteStartTime: activity.voteStartTime,
    voteEndTime: activity.voteEndTime,
    voteModeFormat: activity.voteModeFormat,
    joinCount: activity.joinCount,
  });

  return {
    // ---- 通知 ----

    async notices(db: SchoolDb, visitor: PageVisitor, page: PageInput) {
      const found = await repository.noticePage(db, audienceOf(visitor), rowsOfPage(page));
      const files = await repository.noticeFiles(db, found.list.map((notice) => notice.noticeId));
      return {
        total: found.total,
        unreadCount: found.unreadCount,
        list: found.list.map(({ content, videoFileId, ...notice }) => ({
          ...notice,
          summary: plainTextOf(content).slice(0, SUMMARY_LENGTH),
          attachmentCount: files.filter((file) => file.noticeId === notice.noticeId).length,
          hasVideo: videoFileId !== null,
        })),
      };
    },

    /** The notice, recorded as read by the visitor (the first time counts): the console's read count shows it. */
    async readNotice(db: SchoolDb, visitor: PageVisitor, noticeId: number): Promise<FamilyNoticeDetail> {
      const audience = audienceOf(visitor);
      const notice = await repository.findNotice(db, audience, noticeId);
      if (!notice) throw notFound('通知');
      await deps.readReceipts.recordRead(db, { targetType: NOTICE_TARGET, targetId: noticeId }, visitor.reader);
      const [read, attachments, video] = await Promise.all([
        repository.findNotice(db, audience, noticeId),
        attachedFiles(db, await repository.noticeFiles(db, [noticeId])),
        notice.videoFileId === null ? [] : attachedFiles(db, [{ fileId: notice.videoFileId }]),
      ]);
      return {
        noticeId,
        title: notice.title,
        content: notice.content,
        publisherName: notice.publisherName,
        publishAt: notice.publishAt,
        readAt: read?.readAt ?? null,
        attachments: await linked(db, attachments),
        video: (await linked(db, video))[0] ?? null,
      };
    },

    // ---- 园所新闻 ----

    async news(visitor: PageVisitor, page: PageInput) {
      const found = await repository.newsPage(deps.db, await newsReaderOf(visitor), rowsOfPage(page));
      const counts = new Map<number, number>();
      for (const schoolId of new Set(found.list.map((article) => article.schoolId))) {
        const ids = found.list.filter((article) => article.schoolId === schoolId).map((article) => article.newsId);
        for (const [id, n] of await deps.comments.counts(deps.schoolDb(schoolId), NEWS_TARGET, ids)) counts.set(id, n);
      }
      return { total: found.total, list: found.list.map((article) => articleRow(article, counts.get(article.newsId) ?? 0)) };
    },

    /** The article, recorded as read by the visitor in the school that keeps it. */
    async readNews(visitor: PageVisitor, newsId: number) {
      const { article, home } = await visibleArticle(visitor, newsId);
      const { reader } = visitor;
      await deps.readReceipts.recordRead(home, { targetType: NEWS_TARGET, targetId: newsId }, reader);
      const [readers, counts] = await Promise.all([deps.readReceipts.readersOf(home, { targetType: NEWS_TARGET, targetId: newsId }), deps.comments.counts(home, NEWS_TARGET, [newsId])]);
      const readAt = readers.find((row) => row.readerType === reader.readerType && row.readerId === reader.readerId)?.readAt ?? null;
      return { ...articleRow({ ...article, readAt }, counts.get(newsId) ?? 0), content: article.content, bannerImg: article.bannerImg ?? '', linkUrl: article.linkUrl ?? '' };
    },

    async comments(family: FamilyIdentity, input: { newsId: number } & PageInput) {
      const { home } = await visibleArticle(familyVisitor(family), input.newsId);
      const page = await deps.comments.page(home, { targetType: NEWS_TARGET, targetId: input.newsId }, input);
      return {
        total: page.total,
        list: page.list.map((comment) => ({
          commentId: comment.id,
          authorName: comment.authorName,
          authorType: comment.authorType,
          content: comment.content,
          replyToId: comment.replyToId,
          createdAt: comment.createdAt,
          isMine: comment.authorType === InteractionAuthorType.PARENT && comment.authorId === family.guardianId,
        })),
      };
    },

    async addComment(family: FamilyIdentity, input: { newsId: number; content: string; replyToId?: number | undefined }) {
      const { article, home } = await visibleArticle(familyVisitor(family), input.newsId);
      if (!article.isAllowComment) throw notAllowed('该新闻未开启评论');
      if (input.replyToId !== undefined) {
        const replied = await deps.comments.find(home, input.replyToId);
        if (replied?.targetType !== NEWS_TARGET || replied.targetId !== input.newsId) throw notFound('回复的评论');
      }
      const author = { authorType: InteractionAuthorType.PARENT, authorId: family.guardianId };
      return { commentId: await deps.comments.add(home, { targetType: NEWS_TARGET, targetId: input.newsId }, author, input.content, input.replyToId ?? null) };
    },

    /** Deletes the family's own comment, on an article the family still reads. */
    async deleteComment(family: FamilyIdentity, commentId: number) {
      const reader = await newsReaderOf(familyVisitor(family));
      for (const schoolId of [reader.schoolId, reader.headSchoolId].filter((id): id is number => id !== null)) {
        const home = deps.schoolDb(schoolId);
        const comment = await deps.comments.find(home, commentId);
        if (comment?.targetType !== NEWS_TARGET) continue;
        await visibleArticle(familyVisitor(family), comment.targetId);
        if (comment.authorType !== InteractionAuthorType.PARENT || comment.authorId !== family.guardianId) throw notAllowed('只能删除自己的评论');
        await deps.comments.remove(home, commentId);
        return { success: true as const };
      }
      throw notFound('评论');
    },

    // ---- 问卷: the questionnaire module's in-place answering, the link's rules ----

    questionnaires: async (visitor: PageVisitor) => ({ list: await deps.questionnaires.addressedTo({ ...respondentOf(visitor), gradeLevel: visitor.gradeLevel }) }),
    questionnaire: (visitor: PageVisitor, questionnaireId: number) => deps.questionnaires.viewAs(respondentOf(visitor), questionnaireId),
    submitAnswer: (visitor: PageVisitor, input: { questionnaireId: number; answers: SubmitAnswerInput['answers'] }) =>
      deps.questionnaires.submitAs(respondentOf(visitor), input.questionnaireId, input.answers),

    // ---- 投票: the vote module's service, the child enrolling and voting ----

    /** The activities shown on the page that the visitor's kind (a child, a teacher) may enrol or vote in. */
    async votes(db: SchoolDb, visitor: PageVisitor) {
      const page = await deps.votes.list(db, { pageIndex: 1, pageSize: VOTES_SHOWN });
      const shown = page.list.filter((row) => SHOWN_VOTE_STATUSES.includes(row.activityStatus));
      const activities = await Promise.all(shown.map((row) => deps.votes.forUpdate(db, row.activityId)));
      const { objectType } = visitor.self;
      return { list: activities.filter((activity) => fitsObjectType(activity.enrollObjectType, objectType) || fitsObjectType(activity.voteObjectType, objectType)).map(voteRow) };
    },

    /** The activity's entries, their counts only as ShowMode lets voters see them (nor their order), and the child's votes. */
    async vote(db: SchoolDb, visitor: PageVisitor, activityId: number) {
      const activity = await shownActivity(db, activityId);
      const [ranking, entries, cast] = await Promise.all([
        deps.votes.ranking(db, { manages: false }, { activityId, top: 1 }),
        deps.votes.joinList(db, { activityId, pageIndex: 1, pageSize: VOTES_SHOWN }),
        deps.votes.votesOf(db, visitor.actor, activityId),
      ]);
      const ordered = ranking.countsShown ? entries.list : [...entries.list].sort((a, b) => a.joinerId - b.joinerId);
      return {
        ...voteRow(activity),
        isBatchVote: activity.isBatchVote,
        countsShown: ranking.countsShown,
        everyoneVotes: activity.everyoneVotes,
        everydayVoteCount: activity.voteMode === VoteMode.DAILY ? activity.everydayVoteCount : null,
        votesCast: cast.total,
        votesToday: cast.today,
        entries: await Promise.all(
          ordered.map(async (entry) => ({
            joinerId: entry.joinerId,
            title: entry.title,
            content: entry.content,
            objectName: entry.objectName,
            className: entry.className,
            pictures: await linked(db, entry.pictureList),
            video: entry.video ? ((await linked(db, [entry.video]))[0] ?? null) : null,
            voteCount: ranking.countsShown ? entry.voteCount : null,
            isMine: entry.objectType === visitor.self.objectType && entry.objectId === visitor.self.objectId,
          })),
        ),
      };
    },

    async joinVote(db: SchoolDb, family: FamilyIdentity, input: VoteJoinInput) {
      await shownActivity(db, input.activityId);
      return deps.votes.join(db, familyVisitor(family).actor, input);
    },

    async castVote(db: SchoolDb, visitor: PageVisitor, input: VoteInput) {
      await shownActivity(db, input.activityId);
      return deps.votes.vote(db, visitor.actor, input);
    },

    async ranking(db: SchoolDb, input: VoteRankingInput) {
      await shownActivity(db, input.activityId);
      return deps.votes.ranking(db, { manages: false }, input);
    },

    /** A chunk of a picture or video for the child's entry, kept as the guardian's upload in the child's school. */
    async upload(db: SchoolDb, family: FamilyIdentity, input: UploadChunkInput, log: Parameters<FileService['receiveChunk']>[1]['log']) {
      if (!FAMILY_UPLOAD_KINDS.includes(input.relativeServerName)) throw invalidParams('家长只能上传作品的图片或视频（ClassMedia）', 'relativeServerName');
      return deps.files.receiveChunk(input, { db, log, family: uploaderOf(family) });
    },

    /** How much of the family's own unfinished upload the server holds, to go on from there. */
    uploadStatus: (db: SchoolDb, family: FamilyIdentity, uploadId: number) => deps.files.uploadStatus({ db, family: uploaderOf(family) }, uploadId),

    // ---- 点名: a teacher's classes today, the same sheet as the console's ----

    async rollCall(db: SchoolDb, teacher: FamilyTeacherIdentity) {
      const date = today();
      return { date, list: await Promise.all(teacher.classIds.map((classId) => deps.attendance.sheet(db, classId, date))) };
    },

    /** Marks today, kept as the console's sheet keeps them (by the teacher; a day without school refused). */
    async markRollCall(db: SchoolDb, teacher: FamilyTeacherIdentity, input: FamilyMarkRollCallInput) {
      if (!teacher.classIds.includes(input.classId)) throw notAllowed('只能为本学年任教的班级点名');
      return deps.attendance.saveSheet(db, teacher, { ...input, date: today() });
    },

    // ---- 请假 ----

    leaves: async (db: SchoolDb, family: FamilyIdentity) => ({ list: await deps.attendance.leavesOfChild(db, family.childId) }),
    addLeave: (db: SchoolDb, family: FamilyIdentity, input: FamilyLeaveInput) => deps.attendance.reportLeave(db, { childId: family.childId, guardianId: family.guardianId, ...input }),
    cancelLeave: (db: SchoolDb, family: FamilyIdentity, leaveId: number) => deps.attendance.cancelLeave(db, family.childId, leaveId),
    homework: (db: SchoolDb, family: FamilyIdentity) => deps.homework.ofChild(db, family),
    signHomework: (db: SchoolDb, family: FamilyIdentity, input: FamilySignHomeworkInput) => deps.homework.signByFamily(db, family, input),
    messages: async (db: SchoolDb, family: FamilyIdentity) => ({ list: await repository.absenceNoticesOf(db, family.childId, family.guardianId) }),
  };
}

export type FamilyService = ReturnType<typeof familyService>;

import {
  dataScopeLabel,
  NoticeAudience,
  noticeAudienceLabel,
  NoticeReaderType,
  NoticeReadStatus,
  NoticeReceivers,
  noticeReceiversLabel,
  NoticeStatus,
  type AddNoticeInput,
  type NoticeDetail,
  type NoticeEditHistory,
  type NoticeListInput,
  type NoticeReader,
  type NoticeReadList,
  type NoticeReadListInput,
  type NoticeRow,
  type UpdateNoticeInput,
} from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { addDays, chinaDayStart } from '../../core/calendar.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import { hasReadableContent, plainTextOf, sanitizeRichText } from '../../core/rich-text.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertFileReferences, attachedFiles } from '../files/index.js';
import { ReaderType, type ReadReceiptService } from '../read-receipt/index.js';
import * as repository from './notice.repository.js';
import type { AudienceClasses, StoredNotice } from './notice.repository.js';

/** What the read receipts call a notice. */
export const NOTICE_TARGET = 'notice';
const SUMMARY_LENGTH = 80;

const unique = (ids: readonly number[]) => [...new Set(ids)];
const reachOf = (session: SessionIdentity) => (session.classesInReach ? [...session.classesInReach] : null);
const targetOf = (noticeId: number) => ({ targetType: NOTICE_TARGET, targetId: noticeId });
const readerKey = (readerType: number, readerId: number) => `${readerType}:${readerId}`;

type Audience = { audienceType: number; receiverType: number; gradeIds: number[]; classIds: number[] };

/** The audience as stored: a staff notice is read by the staff, and only grades or classes keep their ids. */
function audienceOf(input: AddNoticeInput): Audience {
  const staffOnly = input.audienceType === NoticeAudience.STAFF;
  return {
    audienceType: input.audienceType,
    receiverType: staffOnly ? NoticeReceivers.STAFF : input.receiverType,
    gradeIds: input.audienceType === NoticeAudience.GRADES ? unique(input.gradeIds) : [],
    classIds: input.audienceType === NoticeAudience.CLASSES ? unique(input.classIds) : [],
  };
}

const classesOfAudience = (audience: Pick<Audience, 'audienceType' | 'gradeIds' | 'classIds'>): AudienceClasses =>
  audience.audienceType === NoticeAudience.GRADES ? { gradeIds: audience.gradeIds } : audience.audienceType === NoticeAudience.CLASSES ? { classIds: audience.classIds } : { all: true };

/** The editor's HTML as kept: sanitised, and refused when nothing is left to read. */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (!hasReadableContent(clean)) throw invalidParams('请填写通知内容', 'content');
  return clean;
}

/** A session whose data scope is narrower than the school publishes to classes within it, and only there. */
function assertAudienceInReach(session: SessionIdentity, audience: Pick<Audience, 'audienceType' | 'classIds'>): void {
  const reach = session.classesInReach;
  if (!reach) return;
  if (audience.audienceType !== NoticeAudience.CLASSES) {
    throw invalidParams(`您的数据范围是${dataScopeLabel[session.dataScope]}，只能向所带的班级发布通知`, 'audienceType');
  }
  if (audience.classIds.some((classId) => !reach.has(classId))) throw invalidParams('只能向您数据范围内的班级发布通知', 'classIds');
}

export function noticeService(deps: { clock: Clock; readReceipts: ReadReceiptService }) {
  const { readReceipts } = deps;
  const now = () => iso(deps.clock.now());
  const statusOf = (publishAt: string) => (publishAt > now() ? NoticeStatus.SCHEDULED : NoticeStatus.PUBLISHED);

  async function storedNotice(db: SchoolDb, session: SessionIdentity, noticeId: number): Promise<StoredNotice> {
    const found = await repository.findNotice(db, noticeId, reachOf(session));
    if (!found) throw notFound('通知');
    return found;
  }

  /** Whether the session may change the notice: every class it names is within the data scope. */
  async function mayChange(db: SchoolDb, session: SessionIdentity, notice: Pick<StoredNotice, 'noticeId' | 'audienceType'>): Promise<boolean> {
    const reach = session.classesInReach;
    if (!reach) return true;
    if (notice.audienceType !== NoticeAudience.CLASSES) return false;
    return (await repository.classIdsOfNotice(db, notice.noticeId)).every((classId) => reach.has(classId));
  }

  async function changeableNotice(db: SchoolDb, session: SessionIdentity, noticeId: number): Promise<StoredNotice> {
    const notice = await storedNotice(db, session, noticeId);
    if (!(await mayChange(db, session, notice))) throw notAllowed('这条通知的发布范围超出了您的数据范围，不能修改或删除');
    return notice;
  }

  async function checkAudience(db: SchoolDb, session: SessionIdentity, audience: Audience): Promise<void> {
    if (audience.audienceType === NoticeAudience.GRADES && audience.gradeIds.length === 0) throw invalidParams('请选择年级', 'gradeIds');
    if (audience.audienceType === NoticeAudience.CLASSES && audience.classIds.length === 0) throw invalidParams('请选择班级', 'classIds');
    assertAudienceInReach(session, audience);
    const grades = new Set((await repository.gradesByIds(db, audience.gradeIds)).map((grade) => grade.id));
    const missingGrade = audience.gradeIds.find((gradeId) => !grades.has(gradeId));
    if (missingGrade) throw invalidParams(`年级（编号${missingGrade}）不存在`, 'gradeIds');
    const classes = new Set((await repository.classesByIds(db, audience.classIds)).map((schoolClass) => schoolClass.id));
    const missingClass = audience.classIds.find((classId) => !classes.has(classId));
    if (missingClass) throw invalidParams(`班级（编号${missingClass}）不存在`, 'classIds');
  }

  async function checkFiles(db: SchoolDb, input: AddNoticeInput, kept: { fileIds: number[]; videoFileId: number | null }): Promise<void> {
    await assertFileReferences(db, input.attachmentFileIds, { kinds: ['NoticeAttachment'], kept: kept.fileIds });
    if (input.videoFileId) await assertFileReferences(db, [input.videoFileId], { kinds: ['NoticeVideo'], kept: kept.videoFileId ? [kept.videoFileId] : [] });
  }

  /**
   * Who should read a notice, as far as the handle's data scope reaches: its staff (teachers) and the
   * guardians of its children (parents), by their read receipts' reader keys.
   */
  async function readersOf(db: SchoolDb, notice: Pick<StoredNotice, 'noticeId' | 'audienceType' | 'receiverType'>, audience: AudienceClasses): Promise<NoticeReader[]> {
    const wantsStaff = notice.receiverType !== NoticeReceivers.FAMILIES;
    const wantsFamilies = notice.receiverType !== NoticeReceivers.STAFF && notice.audienceType !== NoticeAudience.STAFF;
    const [staff, families, receipts] = await Promise.all([
      wantsStaff ? repository.staffOf(db, audience) : [],
      wantsFamilies ? repository.familiesOf(db, audience) : [],
      readReceipts.readersOf(db, targetOf(notice.noticeId)),
    ]);
    const readAt = new Map(receipts.map((receipt) => [readerKey(receipt.readerType, receipt.readerId), receipt.readAt]));
    const staffReaders = staff.map((teacher) => ({
      readerType: NoticeReaderType.TEACHER,
      readerId: teacher.id,
      name: teacher.name,
      description: '教职工',
      phone: teacher.phone,
      readAt: readAt.get(readerKey(ReaderType.TEACHER, teacher.id)) ?? null,
    }));
    const familyReaders = [...groupedBy(families, (row) => row.guardianId).values()].map((rows) => ({
      readerType: NoticeReaderType.PARENT,
      readerId: rows[0]!.guardianId,
      name: rows[0]!.name,
      description: rows.map((row) => `${row.childName}（${row.className}）`).join('、'),
      phone: rows[0]!.phone,
      readAt: readAt.get(readerKey(ReaderType.PARENT, rows[0]!.guardianId)) ?? null,
    }));
    return [...staffReaders, ...familyReaders];
  }

  const readCounts = (readers: NoticeReader[]) => {
    const readCount = readers.filter((reader) => reader.readAt !== null).length;
    return { readCount, unreadCount: readers.length - readCount };
  };

  /** The stored notices as the list and the detail show them. */
  async function describe(db: SchoolDb, session: SessionIdentity, notices: StoredNotice[]) {
    const ids = notices.map((notice) => notice.noticeId);
    const [grades, classes, files, editCounts] = await Promise.all([
      repository.gradesOfNotices(db, ids),
      repository.classesOfNotices(db, ids),
      repository.filesOfNotices(db, ids),
      repository.editCountsOf(db, ids),
    ]);
    const gradesBy = groupedBy(grades, (row) => row.noticeId);
    const classesBy = groupedBy(classes, (row) => row.noticeId);
    const filesBy = groupedBy(files, (row) => row.noticeId);
    return Promise.all(
      notices.map(async (notice) => {
        const noticeGrades = (gradesBy.get(notice.noticeId) ?? []).map(({ id, name }) => ({ id, name }));
        const noticeClasses = (classesBy.get(notice.noticeId) ?? []).map(({ id, name }) => ({ id, name }));
        const audience = { audienceType: notice.audienceType, gradeIds: noticeGrades.map((grade) => grade.id), classIds: noticeClasses.map((item) => item.id) };
        const named = [...noticeGrades, ...noticeClasses].map((item) => item.name).join('、');
        const scope = named || noticeAudienceLabel[notice.audienceType as NoticeAudience];
        const readers = await readersOf(db, notice, classesOfAudience(audience));
        return {
          ...notice,
          ...audience,
          audienceText: notice.audienceType === NoticeAudience.STAFF ? scope : `${scope} · ${noticeReceiversLabel[notice.receiverType as NoticeReceivers]}`,
          grades: noticeGrades,
          classes: noticeClasses,
          status: statusOf(notice.publishAt),
          ...readCounts(readers),
          fileIds: (filesBy.get(notice.noticeId) ?? []).map((file) => file.fileId),
          editable: await mayChange(db, session, notice),
          editCount: editCounts.get(notice.noticeId) ?? 0,
          readers,
        };
      }),
    );
  }

  async function save(db: SchoolDb, session: SessionIdentity, input: AddNoticeInput, current?: StoredNotice) {
    const audience = audienceOf(input);
    await checkAudience(db, session, audience);
    const content = cleanContent(input.content);
    const at = now();
    const published = current && current.publishAt <= at;
    // A published notice keeps its time; one not yet out goes at the time given, or now.
    const publishAt = published ? current.publishAt : input.publishAt && input.publishAt > at ? input.publishAt : at;
    const values = { title: input.title, content, audienceType: audience.audienceType, receiverType: audience.receiverType, videoFileId: input.videoFileId ?? null, publishAt, updatedAt: at };
    const links = { gradeIds: audience.gradeIds, classIds: audience.classIds, fileIds: input.attachmentFileIds };
    return inTransaction(db, async (trx) => {
      if (!current) {
        await checkFiles(trx, input, { fileIds: [], videoFileId: null });
        const noticeId = await repository.insertNotice(trx, { ...values, createdBy: session.teacherId, createdAt: at });
        await repository.replaceNoticeLinks(trx, noticeId, links);
        return { noticeId };
      }
      const keptFiles = (await repository.filesOfNotices(trx, [current.noticeId])).map((file) => file.fileId);
      await checkFiles(trx, input, { fileIds: keptFiles, videoFileId: current.videoFileId });
      if (published) {
        await repository.insertEdit(trx, { noticeId: current.noticeId, editedBy: session.teacherId, editedAt: at, previousTitle: current.title, previousContent: current.content });
      }
      await repository.updateNotice(trx, current.noticeId, values);
      await repository.replaceNoticeLinks(trx, current.noticeId, links);
      return { noticeId: current.noticeId };
    });
  }

  async function detailed(db: SchoolDb, session: SessionIdentity, noticeId: number) {
    const [notice] = await describe(db, session, [await storedNotice(db, session, noticeId)]);
    return notice!;
  }

  return {
    async list(db: SchoolDb, session: SessionIdentity, input: NoticeListInput): Promise<{ list: NoticeRow[]; total: number }> {
      const filter = {
        from: input.startDate ? chinaDayStart(input.startDate) : undefined,
        until: input.endDate ? chinaDayStart(addDays(input.endDate, 1)) : undefined,
        audienceType: input.audienceType,
        publisherId: input.publisherId,
        published: input.status === undefined ? undefined : input.status === NoticeStatus.PUBLISHED,
        now: now(),
        keyword: input.keyword,
        classesInReach: reachOf(session),
      };
      const [rows, total] = await Promise.all([repository.listNotices(db, filter, rowsOfPage(input)), repository.countNotices(db, filter)]);
      const described = await describe(db, session, rows);
      const list = described.map(({ content, fileIds, videoFileId, readers: _readers, gradeIds: _grades, classIds: _classes, ...row }) => ({
        ...row,
        summary: plainTextOf(content).slice(0, SUMMARY_LENGTH),
        attachmentCount: fileIds.length,
        hasVideo: videoFileId !== null,
      }));
      return { list, total };
    },

    publishers: async (db: SchoolDb) => ({ list: await repository.publishers(db) }),

    async detail(db: SchoolDb, session: SessionIdentity, noticeId: number): Promise<NoticeDetail> {
      const { fileIds, readers: _readers, ...notice } = await detailed(db, session, noticeId);
      const attachments = await attachedFiles(db, fileIds.map((fileId) => ({ fileId })));
      // The caller may have read it without being of its audience (a principal opening a families' notice).
      const receipts = await readReceipts.readersOf(db, targetOf(noticeId));
      const readByMe = receipts.some((receipt) => receipt.readerType === ReaderType.TEACHER && receipt.readerId === session.teacherId);
      return { ...notice, attachments, readByMe };
    },

    async forUpdate(db: SchoolDb, session: SessionIdentity, noticeId: number) {
      const notice = await changeableNotice(db, session, noticeId);
      const { fileIds, gradeIds, classIds, status } = await detailed(db, session, noticeId);
      const attachments = await attachedFiles(db, fileIds.map((fileId) => ({ fileId })));
      const { noticeId: id, title, content, videoFileId, audienceType, receiverType, publishAt } = notice;
      return { noticeId: id, title, content, attachmentFileIds: fileIds, attachments, videoFileId, audienceType, gradeIds, classIds, receiverType, publishAt, status };
    },

    add: (db: SchoolDb, session: SessionIdentity, input: AddNoticeInput) => save(db, session, input),

    async update(db: SchoolDb, session: SessionIdentity, input: UpdateNoticeInput) {
      return save(db, session, input, await changeableNotice(db, session, input.noticeId));
    },

    async remove(db: SchoolDb, session: SessionIdentity, noticeId: number) {
      await changeableNotice(db, session, noticeId);
      await inTransaction(db, async (trx) => {
        await readReceipts.forget(trx, targetOf(noticeId));
        await repository.deleteNotice(trx, noticeId);
      });
      return { success: true as const };
    },

    /** The signed-in teacher opened the notice: the first time counts. */
    async read(db: SchoolDb, session: SessionIdentity, noticeId: number) {
      const notice = await storedNotice(db, session, noticeId);
      if (statusOf(notice.publishAt) === NoticeStatus.SCHEDULED) throw invalidParams('通知尚未发布');
      const reader = { readerType: ReaderType.TEACHER, readerId: session.teacherId };
      await readReceipts.recordRead(db, targetOf(noticeId), reader);
      const receipt = (await readReceipts.readersOf(db, targetOf(noticeId))).find((row) => row.readerType === reader.readerType && row.readerId === reader.readerId);
      return { noticeId, readAt: receipt!.readAt };
    },

    async readList(db: SchoolDb, session: SessionIdentity, input: NoticeReadListInput): Promise<NoticeReadList> {
      const { readers } = await detailed(db, session, input.noticeId);
      const wanted = readers.filter(
        (reader) => (input.readStatus === NoticeReadStatus.READ) === (reader.readAt !== null) && (input.readerType === undefined || reader.readerType === input.readerType),
      );
      const ordered = input.readStatus === NoticeReadStatus.READ ? wanted.sort((a, b) => a.readAt!.localeCompare(b.readAt!)) : wanted;
      const { offset, limit } = rowsOfPage(input);
      return { list: ordered.slice(offset, offset + limit), total: ordered.length, ...readCounts(readers) };
    },

    async editHistory(db: SchoolDb, session: SessionIdentity, noticeId: number): Promise<NoticeEditHistory> {
      await storedNotice(db, session, noticeId);
      return { list: await repository.editsOf(db, noticeId) };
    },
  };
}

export type NoticeService = ReturnType<typeof noticeService>;

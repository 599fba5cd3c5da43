import {
  classDynamicTypeLabel,
  DynamicCheckStatus,
  dynamicCheckStatusLabel,
  formatFileSize,
  IMAGE_TYPES,
  MAX_DYNAMIC_PHOTO_BYTES,
  MAX_DYNAMIC_PHOTOS,
  MAX_DYNAMIC_VIDEOS,
  MediaType,
  type AddClassDynamicInput,
  type CheckDynamicInput,
  type DynamicListInput,
  type FileTypeName,
  type StudentPeriodPageInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays, chinaDayStart } from '../../core/calendar.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds, classRecordsOf } from '../child/index.js';
import { classWrittenFor, type ClassWriters } from '../class-group/index.js';
import type { CommentService } from '../comment/index.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import * as repository from './class-dynamic.repository.js';
import { InteractionTarget } from './class-dynamic.table.js';

interface ClassStay {
  classId: number;
  startDate: string;
  /** The first day out of the class; null while the child is still in it. */
  endDate: string | null;
}

/** The part of each stay within the interval (either end may be open), as instants of school days. */
function classWindows(stays: ClassStay[], range: { startDate?: string | undefined; endDate?: string | undefined }): repository.ClassWindow[] {
  const dayAfterRange = range.endDate && addDays(range.endDate, 1);
  return stays.flatMap((stay) => {
    const from = range.startDate && range.startDate > stay.startDate ? range.startDate : stay.startDate;
    const until = [stay.endDate, dayAfterRange].filter((day): day is string => Boolean(day)).sort()[0];
    if (until !== undefined && until <= from) return [];
    return [{ classId: stay.classId, from: chinaDayStart(from), until: until && chinaDayStart(until) }];
  });
}

/** A class's teachers post and remove, or whoever holds 班级动态 (the school's moderators). */
const dynamicWriters = (today: string, refusal: string): ClassWriters => ({ today, managedBy: 'SchoolDynamic.ClassDynamic', refusal });

const targetOf = (dynamicId: number) => ({ targetType: InteractionTarget.CLASS_DYNAMIC, targetId: dynamicId });

export interface ClassDynamicDeps {
  clock: Clock;
  comments: CommentService;
  files: FileService;
}

export function classDynamicService({ clock, comments, files }: ClassDynamicDeps) {
  const today = () => schoolDate(clock.now());

  async function dynamicOf(db: SchoolDb, dynamicId: number) {
    const dynamic = await repository.findDynamic(db, dynamicId);
    if (!dynamic) throw notFound('班级动态');
    return dynamic;
  }

  return {
    /**
     * The photos and videos a child appears among: those of each class the child was in, shared
     * while the child was in it, within the interval; a page of them newest first.
     */
    async studentAlbum(db: SchoolDb, input: StudentPeriodPageInput) {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const windows = classWindows(await classRecordsOf(db, child.id), input);
      if (windows.length === 0) return { list: [], total: 0, photoCount: 0, videoCount: 0 };
      const [media, counts] = await Promise.all([
        repository.mediaPage(db, windows, rowsOfPage(input)),
        repository.countMedia(db, windows),
      ]);
      return { list: media.map((item) => ({ ...item, date: schoolDate(new Date(item.createdAt)) })), ...counts };
    },

    types: async () => Object.entries(classDynamicTypeLabel).map(([dynamicType, typeName]) => ({ dynamicType: Number(dynamicType), typeName })),

    /** The posts of the classes in reach, newest first, with their media, likes and comments counted. */
    async list(db: SchoolDb, input: DynamicListInput) {
      const filter: repository.DynamicFilter = {
        yearId: input.yearId,
        gradeId: input.gradeId,
        classId: input.classId,
        dynamicType: input.dynamicType,
        from: input.startDate && chinaDayStart(input.startDate),
        until: input.endDate && chinaDayStart(addDays(input.endDate, 1)),
        searchKey: input.searchKey,
      };
      const [rows, counts] = await Promise.all([repository.dynamicPage(db, filter, input.checkStatus, rowsOfPage(input)), repository.countDynamics(db, filter, input.checkStatus)]);
      const ids = rows.map((row) => row.dynamicId);
      const [media, likes, commentCounts] = await Promise.all([
        repository.mediaOfDynamics(db, ids),
        comments.likeCounts(db, InteractionTarget.CLASS_DYNAMIC, ids),
        comments.counts(db, InteractionTarget.CLASS_DYNAMIC, ids),
      ]);
      const mediaOf = groupedBy(media, (item) => item.dynamicId!);
      const list = rows.map((row) => {
        const mediaList = (mediaOf.get(row.dynamicId) ?? []).map(({ dynamicId: _dynamicId, ...item }) => item);
        return {
          ...row,
          typeName: classDynamicTypeLabel[row.dynamicType] ?? '其他',
          checkStatusName: dynamicCheckStatusLabel[row.checkStatus]!,
          mediaList,
          photoCount: mediaList.filter((item) => item.mediaType === MediaType.PHOTO).length,
          videoCount: mediaList.filter((item) => item.mediaType === MediaType.VIDEO).length,
          likeCount: likes.get(row.dynamicId) ?? 0,
          commentCount: commentCounts.get(row.dynamicId) ?? 0,
        };
      });
      return { list, ...counts };
    },

    /** A post's likes and its comments as the conversation went. */
    async appraiseDetail(db: SchoolDb, dynamicId: number) {
      const dynamic = await dynamicOf(db, dynamicId);
      const [likeList, commentList] = await Promise.all([comments.likes(db, targetOf(dynamic.id)), comments.conversation(db, targetOf(dynamic.id))]);
      return { dynamicId: dynamic.id, likeCount: likeList.length, commentCount: commentList.length, likeList, commentList };
    },

    /** Passes a post (families see it), or refuses it with the reason its teacher is shown; a checked post may be judged again. */
    async check(db: SchoolDb, session: SessionIdentity, input: CheckDynamicInput) {
      const dynamic = await dynamicOf(db, input.dynamicId);
      const refused = input.checkStatus === DynamicCheckStatus.REJECTED;
      await repository.recordCheck(db, dynamic.id, { checkStatus: input.checkStatus, checkedBy: session.teacherId, checkedAt: iso(clock.now()), checkRemark: refused ? input.checkRemark! : null });
      return { dynamicId: dynamic.id, checkStatus: input.checkStatus };
    },

    /**
     * Takes photos and videos out of their posts and albums, and their files out of the store when
     * nothing else shows them. A post keeps text or a picture: its last ones go with the post.
     */
    async removeMedia(db: SchoolDb, session: SessionIdentity, mediaIds: readonly number[]) {
      const wanted = [...new Set(mediaIds)];
      const media = await repository.mediaByIds(db, wanted);
      if (media.length !== wanted.length) throw notFound('照片或视频');
      for (const classId of new Set(media.map((item) => item.classId))) await classWrittenFor(db, session, classId, dynamicWriters(today(), '不能删除这个班级的照片和视频'));
      const postIds = [...new Set(media.flatMap((item) => (item.dynamicId === null ? [] : [item.dynamicId])))];
      const kept = await repository.mediaCountsOf(db, postIds);
      for (const postId of postIds) {
        const removed = media.filter((item) => item.dynamicId === postId).length;
        if (removed < (kept.get(postId) ?? 0)) continue;
        const post = await dynamicOf(db, postId);
        if (!post.content) throw invalidParams('这条动态没有文字，不能删除它全部的照片和视频；如不再需要，请删除整条动态');
      }
      await inTransaction(db, (trx) => repository.deleteMedia(trx, wanted));
      await files.removeUnused(db, media.flatMap((item) => (item.fileId === null ? [] : [item.fileId])));
      return { success: true as const };
    },

    /** Deletes a post with its likes and comments; its files leave the store when nothing else shows them. */
    async remove(db: SchoolDb, session: SessionIdentity, dynamicId: number) {
      const dynamic = await dynamicOf(db, dynamicId);
      await classWrittenFor(db, session, dynamic.classId, dynamicWriters(today(), '不能删除这个班级的动态'));
      const fileIds = await inTransaction(db, async (trx) => {
        await comments.forget(trx, targetOf(dynamic.id));
        return repository.deleteDynamic(trx, dynamic.id);
      });
      await files.removeUnused(db, fileIds);
      return { success: true as const };
    },

    checkSetting: async (db: SchoolDb) => ({ needsCheck: await repository.needsCheck(db) }),

    /** The school's choice: a role whose data scope is the whole school (全园) makes it, not a class's moderator. */
    async saveCheckSetting(db: SchoolDb, session: SessionIdentity, needsCheck: boolean) {
      if (session.classesInReach !== null) throw notAllowed('班级动态是否需要审核由全园管理，您的角色数据范围不是全园');
      await repository.saveNeedsCheck(db, { needsCheck: needsCheck ? 1 : 0, updatedBy: session.teacherId, updatedAt: iso(clock.now()) });
      return { needsCheck };
    },

    /**
     * A teacher's post to a class's families: photos and videos the teacher uploaded for class media,
     * in the order given. It waits for the school's check when the school checks posts.
     */
    async add(db: SchoolDb, session: SessionIdentity, input: AddClassDynamicInput) {
      const now = clock.now();
      const schoolClass = await classWrittenFor(db, session, input.classId, dynamicWriters(schoolDate(now), '不能为这个班级发布动态'));
      await assertFileReferences(db, input.fileIds, { kinds: ['ClassMedia'], uploadedBy: session.teacherId });
      const stored = await attachedFiles(db, input.fileIds.map((fileId) => ({ fileId })));
      const isPhoto = (type: FileTypeName) => IMAGE_TYPES.includes(type);
      const photos = stored.filter((file) => isPhoto(file.fileType));
      if (photos.length > MAX_DYNAMIC_PHOTOS) throw invalidParams(`一条动态最多${MAX_DYNAMIC_PHOTOS}张照片`, 'fileIds');
      if (stored.length - photos.length > MAX_DYNAMIC_VIDEOS) throw invalidParams(`一条动态最多${MAX_DYNAMIC_VIDEOS}个视频`, 'fileIds');
      const oversize = photos.find((file) => file.size > MAX_DYNAMIC_PHOTO_BYTES);
      if (oversize) throw invalidParams(`照片「${oversize.fileName}」超过 ${formatFileSize(MAX_DYNAMIC_PHOTO_BYTES)}，请压缩后重新上传`, 'fileIds');
      const checkStatus = (await repository.needsCheck(db)) ? DynamicCheckStatus.PENDING : DynamicCheckStatus.APPROVED;
      const createdAt = iso(now);
      const dynamicId = await inTransaction(db, async (trx) => {
        const id = await repository.insertDynamic(trx, {
          classId: schoolClass.classId,
          teacherId: session.teacherId,
          dynamicType: input.dynamicType,
          content: input.content ?? '',
          checkStatus,
          checkedBy: null,
          checkedAt: null,
          createdAt,
        });
        await repository.insertMedia(
          trx,
          stored.map((file, sortOrder) => ({
            classId: schoolClass.classId,
            dynamicId: id,
            albumId: null,
            teacherId: session.teacherId,
            mediaType: isPhoto(file.fileType) ? MediaType.PHOTO : MediaType.VIDEO,
            fileId: file.fileId,
            sortOrder,
            createdAt,
          })),
        );
        return id;
      });
      return { dynamicId, checkStatus };
    },
  };
}

export type ClassDynamicService = ReturnType<typeof classDynamicService>;

import { NoticeAudience, NoticeReceivers, type NoticeDetail } from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { fileIdOf, privateFileLink } from '../../components/upload/file-links';
import type { NoticeSave } from './notice.queries';

/** The notice form's fields: files as the upload controls hold them (links), the publish time as a picker's. */
export interface NoticeFormValues {
  title: string;
  content: string;
  audienceType: number;
  gradeIds: number[];
  classIds: number[];
  receiverType: number;
  /** 立即发布, or 定时发布 at `publishAt`. */
  scheduled: boolean;
  publishAt: Dayjs | null;
  attachments: string[];
  video: string | null;
}

export const blankNotice: Partial<NoticeFormValues> = {
  audienceType: NoticeAudience.SCHOOL,
  receiverType: NoticeReceivers.BOTH,
  gradeIds: [],
  classIds: [],
  scheduled: false,
  publishAt: null,
  attachments: [],
  video: null,
};

/** A notice loaded into the form; a published one keeps its time, so only a waiting one shows 定时发布. */
export function noticeValuesOf(notice: NoticeDetail, scheduled: boolean): NoticeFormValues {
  return {
    title: notice.title,
    content: notice.content,
    audienceType: notice.audienceType,
    gradeIds: notice.gradeIds,
    classIds: notice.classIds,
    receiverType: notice.receiverType,
    scheduled,
    publishAt: dayjs(notice.publishAt),
    attachments: notice.attachments.map((file) => privateFileLink(file.fileId)),
    video: notice.videoFileId ? privateFileLink(notice.videoFileId) : null,
  };
}

const fileIdsOf = (links: readonly string[]) => links.flatMap((link) => fileIdOf(link) ?? []);

export function noticeSaveOf(values: NoticeFormValues, noticeId?: number): NoticeSave {
  const videoFileId = values.video ? fileIdOf(values.video) : undefined;
  return {
    ...(noticeId ? { noticeId } : {}),
    title: values.title,
    content: values.content,
    audienceType: values.audienceType,
    gradeIds: values.audienceType === NoticeAudience.GRADES ? values.gradeIds : [],
    classIds: values.audienceType === NoticeAudience.CLASSES ? values.classIds : [],
    receiverType: values.audienceType === NoticeAudience.STAFF ? NoticeReceivers.STAFF : values.receiverType,
    attachmentFileIds: fileIdsOf(values.attachments ?? []),
    ...(videoFileId ? { videoFileId } : {}),
    ...(values.scheduled && values.publishAt ? { publishAt: values.publishAt.toISOString() } : {}),
  };
}

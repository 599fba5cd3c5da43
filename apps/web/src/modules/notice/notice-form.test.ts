import { NoticeAudience, NoticeReceivers } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { blankNotice, noticeSaveOf, type NoticeFormValues } from './notice-form';

const values = (overrides: Partial<NoticeFormValues> = {}): NoticeFormValues => ({ ...(blankNotice as NoticeFormValues), title: '通知', content: '<p>内容</p>', ...overrides });

describe('the notice form', () => {
  it('sends only the ids of the chosen audience, and staff notices to the staff', () => {
    expect(noticeSaveOf(values({ audienceType: NoticeAudience.CLASSES, classIds: [3], gradeIds: [1] }))).toMatchObject({ classIds: [3], gradeIds: [] });
    expect(noticeSaveOf(values({ audienceType: NoticeAudience.STAFF, receiverType: NoticeReceivers.FAMILIES })).receiverType).toBe(NoticeReceivers.STAFF);
  });

  it('sends a publish time only when scheduled, and the stored files by id', () => {
    const at = dayjs('2026-12-01T08:00:00+08:00');
    expect(noticeSaveOf(values({ publishAt: at })).publishAt).toBeUndefined();
    expect(noticeSaveOf(values({ scheduled: true, publishAt: at })).publishAt).toBe('2026-12-01T00:00:00.000Z');
    expect(noticeSaveOf(values({ attachments: ['/javaApi/file/getFile?fileId=7'], video: '/javaApi/file/getFile?fileId=9' }), 5)).toMatchObject({ noticeId: 5, attachmentFileIds: [7], videoFileId: 9 });
  });
});

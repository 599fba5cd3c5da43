import { noticeEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { NoticeService } from './notice.service.js';

export const noticeHandlers = (notices: NoticeService) =>
  handlersFor(noticeEndpoints, {
    getSchoolNoticeList: (input, { db, session }) => notices.list(db, session, input),
    getNoticePublisherList: (_input, { db }) => notices.publishers(db),
    getNoticeInfo: (input, { db, session }) => notices.detail(db, session, input.noticeId),
    getNoticeForUpdate: (input, { db, session }) => notices.forUpdate(db, session, input.noticeId),
    addNotice: (input, { db, session }) => notices.add(db, session, input),
    updateNotice: (input, { db, session }) => notices.update(db, session, input),
    deleteNotice: (input, { db, session }) => notices.remove(db, session, input.noticeId),
    readNotice: (input, { db, session }) => notices.read(db, session, input.noticeId),
    getNoticeReadList: (input, { db, session }) => notices.readList(db, session, input),
    getNoticeEditHistory: (input, { db, session }) => notices.editHistory(db, session, input.noticeId),
  });

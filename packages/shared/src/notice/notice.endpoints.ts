import { defineEndpoint } from '../endpoint.js';
import { NoInput } from '../school/school.schemas.js';
import { Done } from '../session/session.schemas.js';
import {
  AddNoticeInput,
  NoticeDetail,
  NoticeEditHistory,
  NoticeForUpdate,
  NoticeIdInput,
  NoticeListInput,
  NoticePage,
  NoticePublishers,
  NoticeRead,
  NoticeReadList,
  NoticeReadListInput,
  SavedNotice,
  UpdateNoticeInput,
} from './notice.schemas.js';

const NOTICES = 'SchoolDynamic.Notification';

/**
 * 园所动态 > 通知动态: the school's notices to families and staff, with their read receipts. The
 * original API has the Java list, add and delete and the legacy add, update and edit form; the rest
 * are named in each family's style.
 */
export const noticeEndpoints = {
  getSchoolNoticeList: defineEndpoint({
    id: 'notice.getSchoolNoticeList',
    summary: '通知列表（按发布时间、发布范围、发布人、状态、关键词筛选，分页；含已读/未读人数）',
    access: NOTICES,
    java: { method: 'GET', path: '/javaApi/notice/getSchoolNoticeList' },
    input: NoticeListInput,
    output: NoticePage,
  }),
  getNoticePublisherList: defineEndpoint({
    id: 'notice.getNoticePublisherList',
    summary: '发过通知的教职工（列表筛选用）',
    access: NOTICES,
    java: { method: 'GET', path: '/javaApi/notice/getPublisherList' },
    input: NoInput,
    output: NoticePublishers,
  }),
  getNoticeInfo: defineEndpoint({
    id: 'notice.getNoticeInfo',
    summary: '通知详情（含附件、视频、已读/未读人数）',
    access: NOTICES,
    java: { method: 'GET', path: '/javaApi/notice/getNoticeInfo' },
    legacy: { method: 'GET', path: '/api/Notice/GetNoticeDetail' },
    input: NoticeIdInput,
    output: NoticeDetail,
  }),
  getNoticeForUpdate: defineEndpoint({
    id: 'notice.getNoticeForUpdate',
    summary: '编辑通知时载入的内容',
    access: NOTICES,
    legacy: { method: 'GET', path: '/api/Notice/GetNoticeForUpdate' },
    input: NoticeIdInput,
    output: NoticeForUpdate,
  }),
  addNotice: defineEndpoint({
    id: 'notice.addNotice',
    summary: '发布通知（内容为富文本，服务端清洗；发布时间在将来为定时发布）',
    access: NOTICES,
    java: { method: 'POST', path: '/javaApi/notice/add' },
    legacy: { method: 'POST', path: '/api/Notice/AddNotice' },
    input: AddNoticeInput,
    output: SavedNotice,
    creates: 'noticeId',
  }),
  updateNotice: defineEndpoint({
    id: 'notice.updateNotice',
    summary: '修改通知（已发布的通知保留修改记录）',
    access: NOTICES,
    java: { method: 'POST', path: '/javaApi/notice/update' },
    legacy: { method: 'POST', path: '/api/Notice/UpdateNotice' },
    input: UpdateNoticeInput,
    output: SavedNotice,
  }),
  deleteNotice: defineEndpoint({
    id: 'notice.deleteNotice',
    summary: '删除通知（连同其阅读记录与修改记录）',
    access: NOTICES,
    java: { method: 'POST', path: '/javaApi/notice/delete' },
    legacy: { method: 'POST', path: '/api/Notice/DeleteNotice' },
    input: NoticeIdInput,
    output: Done,
  }),
  readNotice: defineEndpoint({
    id: 'notice.readNotice',
    summary: '记录当前教职工已阅读通知（重复阅读只记第一次）',
    access: NOTICES,
    java: { method: 'POST', path: '/javaApi/notice/read' },
    legacy: { method: 'POST', path: '/api/Notice/ReadNotice' },
    input: NoticeIdInput,
    output: NoticeRead,
  }),
  getNoticeReadList: defineEndpoint({
    id: 'notice.getNoticeReadList',
    summary: '通知的已读或未读名单（发布范围内的教职工与幼儿家长，分页）',
    access: NOTICES,
    java: { method: 'GET', path: '/javaApi/notice/getReadList' },
    legacy: { method: 'GET', path: '/api/Notice/GetNoticeReadList' },
    input: NoticeReadListInput,
    output: NoticeReadList,
  }),
  getNoticeEditHistory: defineEndpoint({
    id: 'notice.getNoticeEditHistory',
    summary: '通知发布后的修改记录（修改人、时间、修改前的标题与内容）',
    access: NOTICES,
    java: { method: 'GET', path: '/javaApi/notice/getEditHistory' },
    legacy: { method: 'GET', path: '/api/Notice/GetNoticeEditHistory' },
    input: NoticeIdInput,
    output: NoticeEditHistory,
  }),
};

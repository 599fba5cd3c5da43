import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddDrawbookInput,
  DrawbookCount,
  DrawbookCountInput,
  DrawbookDetail,
  DrawbookGrades,
  DrawbookGradesInput,
  DrawbookIdInput,
  DrawbookList,
  DrawbookListInput,
  SavedDrawbook,
  UpdateDrawbookInput,
} from './drawbook.schemas.js';

const DRAWBOOK = 'ResourceManage.Drawbook';
const D = '/api/Drawbook/' as const;

/**
 * 教学资源 > 绘本 (legacy Drawbook): the school's picture books, each for a grade level, with a cover
 * and pages (pictures or one PDF, uploaded as kind DrawBook). The list is counted by a call of its
 * own and paged by rows (startNum, endNum); deleting a book removes the files no other book uses.
 */
export const drawbookEndpoints = {
  getDrawbookListNum: defineEndpoint({
    id: 'drawbook.getDrawbookListNum',
    summary: '绘本数量（按年级、书名或作者筛选）',
    access: DRAWBOOK,
    legacy: { method: 'GET', path: `${D}GetDrawbookListNum` },
    input: DrawbookCountInput,
    output: DrawbookCount,
  }),
  getDrawbookList: defineEndpoint({
    id: 'drawbook.getDrawbookList',
    summary: '绘本列表（按年级、书名或作者筛选；最新在前，取第 startNum 至 endNum 条）',
    access: DRAWBOOK,
    legacy: { method: 'GET', path: `${D}GetDrawbookList` },
    input: DrawbookListInput,
    output: DrawbookList,
  }),
  getDrawbookGrades: defineEndpoint({
    id: 'drawbook.getDrawbookGrades',
    summary: '有绘本的年级及各年级的绘本数（年级筛选用）',
    access: DRAWBOOK,
    legacy: { method: 'GET', path: `${D}GetDrawbookGrades` },
    input: DrawbookGradesInput,
    output: DrawbookGrades,
  }),
  getSingleDrawbook: defineEndpoint({
    id: 'drawbook.getSingleDrawbook',
    summary: '一本绘本：封面与各页文件（预览与编辑用）',
    access: DRAWBOOK,
    legacy: { method: 'GET', path: `${D}GetSingleDrawbook` },
    input: DrawbookIdInput,
    output: DrawbookDetail,
  }),
  addDrawbook: defineEndpoint({
    id: 'drawbook.addDrawbook',
    summary: '添加绘本（封面为图片；内容为多张图片或一个 PDF）',
    access: DRAWBOOK,
    legacy: { method: 'POST', path: `${D}AddDrawbook` },
    input: AddDrawbookInput,
    output: SavedDrawbook,
    creates: 'drawbookId',
  }),
  updateDrawbook: defineEndpoint({
    id: 'drawbook.updateDrawbook',
    summary: '修改绘本；不再使用的封面与页面文件随之删除',
    access: DRAWBOOK,
    legacy: { method: 'POST', path: `${D}UpdateDrawbook` },
    input: UpdateDrawbookInput,
    output: Done,
  }),
  delDrawbook: defineEndpoint({
    id: 'drawbook.delDrawbook',
    summary: '删除绘本及其不再被其他绘本使用的文件',
    access: DRAWBOOK,
    legacy: { method: 'POST', path: `${D}DelDrawbook` },
    input: DrawbookIdInput,
    output: Done,
  }),
};

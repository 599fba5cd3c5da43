import { StudentPeriodPageInput } from '../child/child.schemas.js';
import { defineEndpoint } from '../endpoint.js';
import { SavedWorkbookFile, SaveWorkbookFileInput, StudentWorkPage } from './workbook.schemas.js';

/** 作品集: children's works collected in a class's workbooks. */
export const workbookEndpoints = {
  addOrUpdateWorkbookFile: defineEndpoint({
    id: 'workbook.addOrUpdateWorkbookFile',
    summary: '添加或修改幼儿作品（本班教师，或有教师管理权限的角色）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddOrUpdateWorkbookFile' },
    input: SaveWorkbookFileInput,
    output: SavedWorkbookFile,
    creates: 'workbookFileId',
  }),
  getStudentWorkbookList: defineEndpoint({
    id: 'workbook.getStudentWorkbookList',
    summary: '幼儿的作品（按添加时间从新到旧，可按时间段筛选，分页），含优秀作品数',
    access: 'ChildManage.Child',
    legacy: { method: 'GET', path: '/api/Student4/GetStudentWorkbookList' },
    input: StudentPeriodPageInput,
    output: StudentWorkPage,
  }),
};

import { defineEndpoint } from '../endpoint.js';
import { SavedWorkbookFile, SaveWorkbookFileInput } from './workbook.schemas.js';

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
};

import { StudentPeriodPageInput } from '../child/child.schemas.js';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  ExcellentFileListInput,
  ExcellentFileNum,
  SavedWorkbookComment,
  SavedWorkbookFile,
  SaveWorkbookCommentInput,
  SaveWorkbookFileInput,
  StudentWorkPage,
  WorkbookClassStatisticsInput,
  WorkbookClassStatisticsList,
  WorkbookFileIdInput,
  WorkbookFilePage,
  WorkbookIdInput,
  WorkbookInfo,
  WorkbookListInput,
  WorkbookPage,
  WorkbookStudentStatisticsInput,
  WorkbookStudentStatisticsList,
  WorkbookTotalNumInput,
  WorkbookTotals,
  WorkDetail,
} from './workbook.schemas.js';

const SHOWREEL = 'SchoolDynamic.Showreel';
const W = '/api/Workbook4/' as const;
const CW = '/api/CourseActive4Workbook/' as const;

/**
 * 作品集: children's works collected in a class's workbooks. Teachers add them from their app
 * (Teacher4); the school reads them by class, child and excellence, and adds, marks, comments on and
 * removes them in 园所动态 > 作品集 (Workbook4, CourseActive4Workbook).
 */
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
  getWorkbookTotalNum: defineEndpoint({
    id: 'workbook.getWorkbookTotalNum',
    summary: '作品集总数：作品集数、作品数、优秀作品数（按学年、年级、班级和添加日期）',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetWorkbookTotalNum` },
    input: WorkbookTotalNumInput,
    output: WorkbookTotals,
  }),
  getWorkbookList: defineEndpoint({
    id: 'workbook.getWorkbookList',
    summary: '作品集列表：主题、班级、添加人、幼儿数、作品数、优秀作品数与封面（按学年、年级、班级、名称筛选，从新到旧，分页）',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetWorkbookList` },
    input: WorkbookListInput,
    output: WorkbookPage,
  }),
  getWorkbookInfo: defineEndpoint({
    id: 'workbook.getWorkbookInfo',
    summary: '一个作品集及其全部作品，和本班还没有作品的幼儿',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetWorkbookInfo` },
    input: WorkbookIdInput,
    output: WorkbookInfo,
  }),
  getExcellentWorkbookInfo: defineEndpoint({
    id: 'workbook.getExcellentWorkbookInfo',
    summary: '一个作品集及其优秀作品',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetExcellentWorkbookInfo` },
    input: WorkbookIdInput,
    output: WorkbookInfo,
  }),
  getWorkbookClassStatisticsList: defineEndpoint({
    id: 'workbook.getWorkbookClassStatisticsList',
    summary: '作品集班级统计：各班幼儿数、作品集数、作品数、优秀作品数，本月作品数与本月没有作品的幼儿数',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetWorkbookClassStatisticsList` },
    input: WorkbookClassStatisticsInput,
    output: WorkbookClassStatisticsList,
  }),
  getWorkbookStudentStatisticsList: defineEndpoint({
    id: 'workbook.getWorkbookStudentStatisticsList',
    summary: '作品集幼儿统计：班级每个幼儿的作品数、优秀作品数、本月作品数与最近一次作品日期（可只看本月没有作品的幼儿）',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetWorkbookStudentStatisticsList` },
    input: WorkbookStudentStatisticsInput,
    output: WorkbookStudentStatisticsList,
  }),
  getStudentFileList: defineEndpoint({
    id: 'workbook.getStudentFileList',
    summary: '幼儿的作品（从新到旧，可按时间段筛选，分页），含优秀作品数',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetStudentFileList` },
    input: StudentPeriodPageInput,
    output: StudentWorkPage,
  }),
  getStudentExcellentFileList: defineEndpoint({
    id: 'workbook.getStudentExcellentFileList',
    summary: '幼儿的优秀作品（从新到旧，可按时间段筛选，分页）',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetStudentExcellentFileList` },
    input: StudentPeriodPageInput,
    output: StudentWorkPage,
  }),
  getExcellentWorkbookFileNum: defineEndpoint({
    id: 'workbook.getExcellentWorkbookFileNum',
    summary: '优秀作品数（按学年、年级、班级和添加日期）',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetExcellentWorkbookFileNum` },
    input: WorkbookTotalNumInput,
    output: ExcellentFileNum,
  }),
  getExcellentWorkbookFileList: defineEndpoint({
    id: 'workbook.getExcellentWorkbookFileList',
    summary: '优秀作品列表（按学年、年级、班级、添加日期和幼儿姓名筛选，从新到旧，分页）',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${W}GetExcellentWorkbookFileList` },
    input: ExcellentFileListInput,
    output: WorkbookFilePage,
  }),
  saveWorkbookFile: defineEndpoint({
    id: 'workbook.saveWorkbookFile',
    summary: '园所添加或修改幼儿作品，设为或取消优秀作品',
    access: SHOWREEL,
    legacy: { method: 'POST', path: `${CW}AddOrUpdateWorkbookFile` },
    input: SaveWorkbookFileInput,
    output: SavedWorkbookFile,
    creates: 'workbookFileId',
  }),
  addOrUpdateWorkbookComment: defineEndpoint({
    id: 'workbook.addOrUpdateWorkbookComment',
    summary: '评论幼儿作品，或修改自己的评论',
    access: SHOWREEL,
    legacy: { method: 'POST', path: `${CW}AddOrUpdateWorkbookComment` },
    input: SaveWorkbookCommentInput,
    output: SavedWorkbookComment,
    creates: 'commentId',
  }),
  delWorkBookFile: defineEndpoint({
    id: 'workbook.delWorkBookFile',
    summary: '删除幼儿作品，连同其评论和点赞；不再被使用的文件一并删除',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${CW}DelWorkBookFile` },
    readOnly: false,
    input: WorkbookFileIdInput,
    output: Done,
  }),
  getWorkBookInfo: defineEndpoint({
    id: 'workbook.getWorkBookInfo',
    summary: '一件作品：幼儿、班级、作品集、评语、优秀标记、点赞数和评论',
    access: SHOWREEL,
    legacy: { method: 'GET', path: `${CW}GetWorkBookInfo` },
    input: WorkbookFileIdInput,
    output: WorkDetail,
  }),
};

import { defineEndpoint, fileOutput } from '../endpoint.js';
import {
  ClassDay,
  ClassDayInput,
  ClassSummary,
  ClassSummaryInput,
  SaveClassDayInput,
  SaveCupSizeInput,
  SavedClassDay,
  SavedCupSize,
  StudentCare,
  StudentCareInput,
} from './daily-care.schemas.js';

const DAILY_CARE = 'ChildManage.DailyCare';

/**
 * 饮水进餐: what each child of a class drank and ate on a school day, recorded by the class's
 * teachers (the service lets a teacher of the class this school year, or a role granting the whole
 * 幼儿管理 group, write), and what it adds up to for the class and for a child.
 */
export const dailyCareEndpoints = {
  getClassDay: defineEndpoint({
    id: 'dailyCare.getClassDay',
    summary: '班级一天的饮水进餐：当天在班幼儿、出勤情况及已记录的饮水杯数和各餐进餐情况',
    access: DAILY_CARE,
    java: { method: 'GET', path: '/javaApi/dailyCare/getClassDay' },
    input: ClassDayInput,
    output: ClassDay,
  }),
  saveClassDay: defineEndpoint({
    id: 'dailyCare.saveClassDay',
    summary: '保存班级一天的饮水进餐（只能记录当天出勤的本班幼儿；同一幼儿同一天再次保存即覆盖）',
    access: DAILY_CARE,
    java: { method: 'POST', path: '/javaApi/dailyCare/saveClassDay' },
    input: SaveClassDayInput,
    output: SavedClassDay,
  }),
  saveCupSize: defineEndpoint({
    id: 'dailyCare.saveCupSize',
    summary: '设置全园水杯容量（毫升），饮水量按杯数乘以容量折算',
    access: DAILY_CARE,
    java: { method: 'POST', path: '/javaApi/dailyCare/saveCupSize' },
    input: SaveCupSizeInput,
    output: SavedCupSize,
  }),
  getClassSummary: defineEndpoint({
    id: 'dailyCare.getClassSummary',
    summary: '班级在时间段内每个上学日的平均饮水量与进餐良好的幼儿占比',
    access: DAILY_CARE,
    java: { method: 'GET', path: '/javaApi/dailyCare/getClassSummary' },
    input: ClassSummaryInput,
    output: ClassSummary,
  }),
  exportClassSummary: defineEndpoint({
    id: 'dailyCare.exportClassSummary',
    summary: '导出班级饮水进餐统计（每个上学日一行）',
    access: DAILY_CARE,
    readOnly: true,
    java: { method: 'POST', path: '/javaApi/dailyCare/exportClassSummary' },
    input: ClassSummaryInput,
    output: fileOutput,
  }),
  getStudentDrinkEatList: defineEndpoint({
    id: 'dailyCare.getStudentDrinkEatList',
    summary: '幼儿在时间段内每天的饮水与进餐，及日均饮水杯数、进餐良好天数',
    access: 'ChildManage.Child',
    legacy: { method: 'GET', path: '/api/Student4/GetStudentDrinkEatList' },
    input: StudentCareInput,
    output: StudentCare,
  }),
};

import type { ClassWriters } from '../class-group/class-writers.js';

/** Notes, homework and works: a class's teachers write them, or whoever manages the teachers. */
export const teachingWriters = (today: string): ClassWriters => ({
  today,
  managedBy: 'StaffingManage.TeacherManage',
  refusal: '不能为这个班级添加内容',
});

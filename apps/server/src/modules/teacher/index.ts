import { defineModule, type CoreDeps } from '../../core/module.js';
import type { SessionService } from '../session/index.js';
import { departmentHandlers, postHandlers } from './staff-group.handlers.js';
import { staffGroupService } from './staff-group.service.js';
import { seedClassStaff, seedStaff } from './teacher.demo.js';
import { teacherHandlers } from './teacher.handlers.js';
import { teacherService } from './teacher.service.js';
import { teachingSummaryHandlers } from './teaching-summary.handlers.js';
import { teachingSummaryService } from './teaching-summary.service.js';

/** 教职工管理: staff, departments and posts, staff imports, and a teacher's teaching summary. */
export const teacherModule = defineModule({
  tables: { department: 'school', post: 'school', teacher: 'school', teacherImport: 'school' },
  create: ({ db, clock, sms, config, sessions }: CoreDeps & { sessions: SessionService }) => ({
    teachers: teacherService({ db, clock, sessions, sms, passwordCost: config.passwordCost }),
    departments: staffGroupService('department'),
    posts: staffGroupService('post'),
    teachingSummaries: teachingSummaryService(),
  }),
  handlers: ({ teachers, departments, posts, teachingSummaries }) => [
    teacherHandlers(teachers),
    departmentHandlers(departments),
    postHandlers(posts),
    teachingSummaryHandlers(teachingSummaries),
  ],
  demoPeople: seedStaff,
  demoClass: seedClassStaff,
});

export { activeTeacherIds, activeTeachers, cancelActiveCard, classesOfTeachers, countStaffInService, departments, findTeacher, teacherCountsOfClasses, updateTeacher } from './teacher.repository.js';
export type * from './teacher.table.js';

import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedClass } from './class-group.demo.js';
import { classGroupHandlers } from './class-group.handlers.js';
import { classGroupService } from './class-group.service.js';

/** 班级管理: grades, classes and their teachers, and who may write for a class. */
export const classGroupModule = defineModule({
  tables: { grade: 'school', schoolClass: { classColumn: 'id' }, classTeacher: byClass },
  create: ({ clock }: CoreDeps) => ({ classGroups: classGroupService({ clock }) }),
  handlers: ({ classGroups }) => [classGroupHandlers(classGroups)],
  demoClass: seedClass,
});

export { childrenInClass, countChildrenByClass, countStaffOfClasses, findClass, gradesOfYear, insertClass, insertGrade, listClasses, staffCountsOfClasses, teachersOfClasses } from './class-group.repository.js';
export { CLASS_PREFIX, teachingWeeks } from './class-group.service.js';
export { classWrittenFor, teachingWriters, type ClassWriters } from './class-writers.js';
export type * from './class-group.table.js';

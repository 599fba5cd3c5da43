import { classGroupEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ClassGroupService } from './class-group.service.js';

/** The Java grade list blanks the grade level of its 全部 option. */
const blankAllOption = <Option extends { gradeId: number; gradeLevel: number }>(options: Option[]) =>
  options.map((option) => (option.gradeId === 0 ? { ...option, gradeLevel: '' as const } : option));

export const classGroupHandlers = (classes: ClassGroupService) =>
  handlersFor(classGroupEndpoints, {
    getGradeListForManage: (input, { db }) => classes.gradesForManage(db, input.yearId),
    getTeacherListForSelect: (_input, { db }) => classes.teacherOptions(db),
    getGradeListForYear: (input, { db }) => classes.gradeOptions(db, input.yearId).then(blankAllOption),
    getGradeListForFilter: (input, { db }) => classes.gradeOptions(db, input.yearId),
    addGrade: (input, { db }) => classes.addGrade(db, input),
    updateGrade: (input, { db }) => classes.updateGrade(db, input),
    delGrade: (input, { db }) => classes.deleteGrade(db, input.gradeId),
    getSchoolClassList: (input, { db }) => classes.classPage(db, input),
    getSuggestInfo: (input, { db }) => classes.suggestClassName(db, input),
    getClassInfo: (input, { db }) => classes.classInfo(db, input.classId),
    getSchoolClassFilterList: (input, { db }) => classes.classOptions(db, input),
    getSchoolClassListForFilter: (input, { db }) => classes.classesByGrade(db, input),
    addClass: (input, { db }) => classes.addClass(db, input),
    updateClassName: (input, { db }) => classes.renameClass(db, input),
    setClassTeachers: (input, { db }) => classes.setClassTeachers(db, input),
    deleteClass: (input, { db }) => classes.deleteClass(db, input.classId),
    exportClassToXlsx: (input, { db, session }) => classes.exportClasses(db, session, input.yearId),
    exportClassStudentToXlsx: (input, { db, session }) => classes.exportClassChildren(db, session, input.classId),
    exportClassTeacherToXlsx: (input, { db, session }) => classes.exportClassTeachers(db, session, input.classId),
    getClassWeekInfo: (input, { db }) => classes.classWeeks(db, input.classId),
    getTeacherAccountGroupList: (_input, { db }) => classes.teacherGroups(db),
  });

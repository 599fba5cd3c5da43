import { teacherEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeacherService } from './teacher.service.js';

export const teacherHandlers = (teachers: TeacherService) =>
  handlersFor(teacherEndpoints, {
    getTeacherList: (input, { db }) => teachers.list(db, input),
    getTeacherInfo: (input, { db }) => teachers.info(db, input.teacherId),
    getTeacherInfoForUpdate: (input, { db }) => teachers.infoForUpdate(db, input.teacherId),
    getTeacherWorkHistory: (input, { db }) => teachers.workHistory(db, input.teacherId),
    getDepartmentListForSelect: (_input, { db }) => teachers.departmentOptions(db),
    getPostListForSelect: (_input, { db }) => teachers.postOptions(db),
    getRoleListForSelect: (_input, { db }) => teachers.roleOptions(db),
    getClassListForSelect: (_input, { db }) => teachers.classOptions(db),
    getClassPositionList: () => teachers.classPositions(),
    isSamePhone: (input, { db }) => teachers.samePhone(db, input),
    addTeacher: (input, { db, session }) => teachers.add(db, session, input),
    batchAddTeacher: (input, { db, session }) => teachers.batchAdd(db, session, input.teacherList),
    updateTeacherInfo: (input, { db, session }) => teachers.update(db, session, input),
    changeTeacherClass: (input, { db }) => teachers.changeClasses(db, input),
    updateTeacherRole: (input, { db, session }) => teachers.changeRole(db, session, input),
    dimissionTeacher: (input, { db, session }) => teachers.dimission(db, session, input),
    delTeacher: (input, { db, session }) => teachers.remove(db, session, input.teacherId),
    resetTeacherPassword: (input, { db, session }) => teachers.resetPassword(db, session, input.teacherId),
    inviteTeacher: (input, { db, session }) => teachers.invite(db, session, input.teacherId),
    getTeacherImportTemplate: (_input, { db, session }) => teachers.importTemplate(db, session),
    importTeacherData: (input, { db, session }) => teachers.importTeachers(db, session, input),
    exportImportFailData: (input, { db, session }) => teachers.importFailures(db, session, input.importId),
    exportTeacherToXlsx: (input, { db, session }) => teachers.exportReport(db, session, input),
    getDimissionTeacherList: (input, { db }) => teachers.resigned(db, input),
    restoreTeacher: (input, { db }) => teachers.restore(db, input.teacherId),
    getTeacherAnalysis: (_input, { db }) => teachers.analysis(db),
  });

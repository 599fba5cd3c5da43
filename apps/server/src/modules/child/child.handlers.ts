import { childEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ChildImportFiles } from './child.xlsx.js';
import type { ChildService } from './child.service.js';
import type { GuardianService } from './guardian.service.js';

export const childHandlers = (children: ChildService, guardians: GuardianService, imports: ChildImportFiles) =>
  handlersFor(childEndpoints, {
    getStudentList: (input, { db }) => children.list(db, input),
    getStudentInfo: (input, { db }) => children.info(db, input.studentId),
    getStudentDetailInfo: (input, { db }) => children.detail(db, input.studentId),
    isRepeatName: (input, { db }) => children.sameName(db, input),
    addStudent: (input, { db }) => children.add(db, input),
    updateStudentInfo: (input, { db }) => children.updateInfo(db, input),
    updateStudentDetail: (input, { db }) => children.updateDetail(db, input),
    updateStudentAllergic: (input, { db }) => children.updateAllergy(db, input),
    joinNewClass: (input, { db }) => children.joinNewClass(db, input),
    batchJoinNewClass: (input, { db }) => children.batchJoinNewClass(db, input),
    leaveSchool: (input, { db, session }) => children.leave(db, session, input),
    graduation: (input, { db, session }) => children.graduate(db, session, input),
    batchGraduation: (input, { db, session }) => children.batchGraduate(db, session, input),
    addRelation: (input, { db }) => guardians.addRelation(db, input),
    updateRelation: (input, { db }) => guardians.updateRelation(db, input),
    updateRelationName: (input, { db }) => guardians.rename(db, input),
    updatePhone: (input, { db, session }) => guardians.changePhone(db, session, input),
    setMainRelation: (input, { db }) => guardians.setMain(db, input),
    relieveRelation: (input, { db, session }) => guardians.relieve(db, session, input),
    reRelation: (input, { db }) => guardians.restore(db, input),
    updateUserPwd: (input, { db }) => guardians.setPassword(db, input),
    addPickUpPerson: (input, { db }) => guardians.addPickUpPerson(db, input),
    updatePickUpPerson: (input, { db }) => guardians.updatePickUpPerson(db, input),
    delPickUpPerson: (input, { db, session }) => guardians.removePickUpPerson(db, session, input.pickUpPersonId),
    downloadImportTemplate: (input, { db, session }) => imports.template(db, session, input.yearId),
    importStudentData: (input, { db, session }) => imports.importRows(db, session, input),
    exportImportErrors: (input, { db, session }) => imports.errorReport(db, session, input.importId),
  });

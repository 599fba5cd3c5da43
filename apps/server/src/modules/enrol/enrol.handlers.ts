import { enrolEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { EnrolService } from './enrol.service.js';

export const enrolHandlers = (enrol: EnrolService) =>
  handlersFor(enrolEndpoints, {
    getClassList: (input, { db }) => enrol.classList(db, input.yearId),
    getStudentEnrolList: (input, { db }) => enrol.waitingList(db, input),
    addEnrolStudent: (input, { db }) => enrol.add(db, input),
    delEnrolStudent: (input, { db }) => enrol.remove(db, input.enrolId),
    getClassDetail: (input, { db }) => enrol.classDetail(db, input.classId),
    addStudentLstToClass: (input, { db }) => enrol.place(db, input),
    enrolToClassConfirm: (input, { db }) => enrol.confirm(db, input),
    removeStudentFromClass: (input, { db }) => enrol.takeBack(db, input.enrolId),
    enrolToClassClean: (input, { db }) => enrol.clean(db, input.classId),
  });

import { defineEndpoint } from '../endpoint.js';
import { TeacherAccount } from '../session/session.schemas.js';
import { BranchSchoolList, NoInput, SwitchSchoolInput } from './school.schemas.js';

export const schoolEndpoints = {
  getBranchSchoolList: defineEndpoint({
    id: 'school.getBranchSchoolList',
    summary: '本园及分园列表',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/school/getBranchSchoolList' },
    input: NoInput,
    output: BranchSchoolList,
  }),
  switchSchool: defineEndpoint({
    id: 'school.switchSchool',
    summary: '集团管理员切换到本园或分园',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/school/switchSchool' },
    input: SwitchSchoolInput,
    output: TeacherAccount,
  }),
};

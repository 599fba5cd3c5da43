import { defineEndpoint } from '../endpoint.js';
import { AddHomeworkInput, SavedHomework } from './homework.schemas.js';

/** 亲子作业: homework a teacher sets a class's families (teacher app, legacy Teacher4). */
export const homeworkEndpoints = {
  addHomework: defineEndpoint({
    id: 'homework.addHomework',
    summary: '布置亲子作业（本班教师，或有教师管理权限的角色）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddHomeWork' },
    input: AddHomeworkInput,
    output: SavedHomework,
    creates: 'homeworkId',
  }),
};

import { defineEndpoint } from '../endpoint.js';
import { AddTeachNoteInput, SavedTeachNote } from './teach-note.schemas.js';

/** 教学笔记: a teacher's reflection on their teaching in a class (teacher app, legacy Teacher4). */
export const teachNoteEndpoints = {
  addTeachNote: defineEndpoint({
    id: 'teachNote.addTeachNote',
    summary: '写教学笔记（本班教师，或有教师管理权限的角色）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/Teacher4/AddTeachNote' },
    input: AddTeachNoteInput,
    output: SavedTeachNote,
    creates: 'teachNoteId',
  }),
};

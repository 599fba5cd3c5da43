import { defineEndpoint } from '../endpoint.js';
import { BindCardInput, CardHolder, CardNoInput, SavedCard, TeacherCardListInput, TeacherCardPage, UnbindCardInput } from './teacher-card.schemas.js';

const CARDS = 'TeacherAttend.TeacherCard';

/** 教师发卡: one active card per staff member, and a card number held by one person at a time. */
export const teacherCardEndpoints = {
  getTeacherCardList: defineEndpoint({
    id: 'teacherCard.getTeacherCardList',
    summary: '在职教职工与其教师卡（按部门、卡状态、姓名/手机号/卡号筛选，分页）',
    access: CARDS,
    legacy: { method: 'GET', path: '/api/TeacherCard/GetTeacherCardList' },
    java: { method: 'POST', path: '/javaApi/teacherCard/getTeacherCardList' },
    readOnly: true,
    input: TeacherCardListInput,
    output: TeacherCardPage,
  }),
  getTeacherCardByCardNo: defineEndpoint({
    id: 'teacherCard.getTeacherCardByCardNo',
    summary: '读卡：卡号当前属于谁',
    access: CARDS,
    legacy: { method: 'GET', path: '/api/TeacherCard/GetTeacherCardByCardNo' },
    input: CardNoInput,
    output: CardHolder,
  }),
  bindTeacherCard: defineEndpoint({
    id: 'teacherCard.bindTeacherCard',
    summary: '发卡：为没有正常卡的教职工绑定卡号',
    access: CARDS,
    legacy: { method: 'POST', path: '/api/TeacherCard/BindTeacherCard' },
    java: { method: 'POST', path: '/javaApi/teacherCard/bindCard' },
    input: BindCardInput,
    output: SavedCard,
  }),
  unBindTeacherCard: defineEndpoint({
    id: 'teacherCard.unBindTeacherCard',
    summary: '解绑：注销教职工当前的卡',
    access: CARDS,
    legacy: { method: 'POST', path: '/api/TeacherCard/UnBindTeacherCard' },
    java: { method: 'POST', path: '/javaApi/teacherCard/unBindCard' },
    input: UnbindCardInput,
    output: SavedCard,
  }),
  resetTeacherCard: defineEndpoint({
    id: 'teacherCard.resetTeacherCard',
    summary: '换卡：注销当前的卡并绑定新卡号',
    access: CARDS,
    legacy: { method: 'POST', path: '/api/TeacherCard/ResetTeacherCard' },
    java: { method: 'POST', path: '/javaApi/teacherCard/resetCard' },
    input: BindCardInput,
    output: SavedCard,
  }),
};

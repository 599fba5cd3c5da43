import { defineEndpoint } from '../endpoint.js';
import { Done, PlatformInput, SentCode } from '../session/session.schemas.js';
import {
  NewPhoneInput,
  PersonalAccountInfo,
  SavedPhone,
  SavedPhoto,
  UpdatePasswordInput,
  UpdatePersonalInfoInput,
  ChangePhoneInput,
  UpdatePhotoInput,
} from './account.schemas.js';

/** 个人信息: every signed-in person keeps their own account, whatever their role. */
export const accountEndpoints = {
  getPersonalAccountInfo: defineEndpoint({
    id: 'account.getPersonalAccountInfo',
    summary: '读取本人信息',
    access: 'session',
    beforePasswordChange: true,
    java: { method: 'GET', path: '/javaApi/account/getPersonalAccountInfo' },
    input: PlatformInput,
    output: PersonalAccountInfo,
  }),
  updatePersonalAccountInfo: defineEndpoint({
    id: 'account.updatePersonalAccountInfo',
    summary: '修改本人姓名、性别、生日、学历',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/account/updatePersonalAccountInfo' },
    input: UpdatePersonalInfoInput,
    output: PersonalAccountInfo,
  }),
  updatePwd: defineEndpoint({
    id: 'account.updatePwd',
    summary: '修改密码（须输入原密码；本人其他登录随之结束）',
    access: 'session',
    beforePasswordChange: true,
    java: { method: 'POST', path: '/javaApi/account/updatePwd' },
    input: UpdatePasswordInput,
    output: Done,
  }),
  sendMessage: defineEndpoint({
    id: 'account.sendMessage',
    summary: '向新手机号发送更换手机号验证码',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/account/sendMessage' },
    input: NewPhoneInput,
    output: SentCode,
  }),
  updatePhoneNumber: defineEndpoint({
    id: 'account.updatePhoneNumber',
    summary: '凭新手机号收到的验证码更换手机号',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/account/updatePhoneNumber' },
    input: ChangePhoneInput,
    output: SavedPhone,
  }),
  updatePersonalPhoto: defineEndpoint({
    id: 'account.updatePersonalPhoto',
    summary: '更换本人照片（照片先经上传接口保存）',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/account/updatePersonalPhoto' },
    legacy: { method: 'POST', path: '/api/Account/UpdatePersonalPhoto' },
    input: UpdatePhotoInput,
    output: SavedPhoto,
  }),
};

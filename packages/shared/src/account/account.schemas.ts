import { z } from 'zod';
import { openText, phoneNumber } from '../endpoint.js';
import { newPassword } from '../session/session.schemas.js';
import { education, optionalDate, sex, teacherName } from '../teacher/teacher.schemas.js';

/** 个人信息: the signed-in person's own record, in their home school. */
export const PersonalAccountInfo = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  sex: z.number().int(),
  phone: z.string(),
  birthday: z.string().nullable(),
  education: z.number().int().nullable(),
  entryDate: z.string().nullable(),
  photoUrl: z.string().nullable(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  departmentName: z.string().nullable(),
  schoolDutyName: z.string().nullable(),
  roleName: z.string().nullable(),
  /** The current classes, joined with 、. */
  classNames: z.string(),
});

export const UpdatePersonalInfoInput = z.object({
  teacherName: teacherName(),
  sex: sex(),
  birthday: optionalDate(),
  education: education(),
});

export const UpdatePasswordInput = z.object({
  oldPassword: z.string().min(1, '请输入原密码').max(128),
  newPassword: newPassword(),
});

export const NewPhoneInput = z.object({ phone: phoneNumber() });
export const ChangePhoneInput = z.object({
  phone: phoneNumber(),
  code: z.string().trim().regex(/^\d{6}$/, '验证码为6位数字'),
  codeId: openText(64).optional(),
});

/** A photo stored through the upload call: the link it answered with. */
export const UpdatePhotoInput = z.object({
  photoUrl: z
    .string()
    .trim()
    .max(500, '照片地址过长')
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/, '照片地址应为上传后返回的地址'),
});
export const SavedPhoto = z.object({ photoUrl: z.string() });
export const SavedPhone = z.object({ phone: z.string() });

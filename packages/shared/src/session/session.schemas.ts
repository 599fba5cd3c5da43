import { z } from 'zod';
import { openText, phoneNumber } from '../endpoint.js';

const clientFields = {
  appId: openText(64).optional(),
  deviceId: openText(128).optional(),
};

export const PasswordLoginInput = z.object({
  account: z.string().trim().min(1, '请输入账号').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  ...clientFields,
});

export const SmsLoginInput = z.object({
  phone: phoneNumber(),
  code: z.string().trim().regex(/^\d{6}$/, '验证码为6位数字'),
  codeId: openText(64).optional(),
  ...clientFields,
});

export const SmsPurpose = z.enum(['login', 'resetPassword', 'changePhone']);
export type SmsPurpose = z.infer<typeof SmsPurpose>;

export const SendCodeInput = z.object({
  phone: phoneNumber(),
  purpose: SmsPurpose.exclude(['changePhone']).default('login'),
});

export const SentCode = z.object({
  codeId: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

/** At least 8 characters with letters and digits. */
export const newPassword = () =>
  z
    .string()
    .min(8, '密码至少8位')
    .max(64, '密码最多64位')
    .regex(/[A-Za-z]/, '密码需包含字母')
    .regex(/\d/, '密码需包含数字');

export const ResetPasswordByCodeInput = z.object({
  phone: phoneNumber(),
  codeId: openText(64).pipe(z.string().min(1)),
  code: z.string().trim().regex(/^\d{6}$/, '验证码为6位数字'),
  password: newPassword(),
});

export const RefreshTokenInput = z.object({
  oldToken: z.string().min(1).max(256),
  platId: openText(64).optional(),
});

export const PlatformInput = z.object({ platId: openText(64).optional() });

export const TeacherAccount = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  phone: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  homeSchoolId: z.number().int(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  /** The modules the caller's role grants: the console builds its menu from them. */
  modules: z.array(z.string()),
  /** Whether the caller may switch to the school's branches. */
  canSwitchSchool: z.boolean(),
  /** The role's data scope (DataScope: 1 全园, 2 本年级, 3 本班). */
  dataScope: z.number().int(),
  /** The classes the caller's records reach; null: every class of the school. */
  classesInReach: z.array(z.number().int()).nullable(),
  /** The classes the caller teaches in the current school year: screens open on the first. */
  teachingClassIds: z.array(z.number().int()),
  /**
   * The password is a temporary one an administrator gave: until the person changes it, the
   * console shows only 修改密码 and the server refuses every other call.
   */
  mustChangePassword: z.boolean(),
});
export type TeacherAccount = z.infer<typeof TeacherAccount>;

export const LoginResult = TeacherAccount.extend({ token: z.string() });
export const TokenResult = z.object({ token: z.string() });

/** Legacy phone flows (signed path). */
export const PhoneInput = z.object({ phone: phoneNumber() });
export const PhoneUser = z.object({ phone: z.string(), hasAccount: z.boolean(), maskedName: z.string() });
export const ValidCodeInput = z.object({
  phone: phoneNumber(),
  codeId: openText(64).pipe(z.string().min(1)),
  code: z.string().trim().regex(/^\d{6}$/, '验证码为6位数字'),
});
export const UpdatePasswordDirectlyInput = z.object({
  phone: phoneNumber(),
  codeId: openText(64).pipe(z.string().min(1)),
  password: newPassword(),
});
export const Done = z.object({ success: z.literal(true) });

import { z } from 'zod';
import { flag, id, int } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';

export const SchoolSummary = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  parentSchoolId: z.number().int().nullable(),
});

export const BranchSchoolList = z.array(SchoolSummary);
export const NoInput = z.object({});
export const SwitchSchoolInput = z.object({ schoolId: id() });

/** Which school a school-information call is about: the session's own unless a group administrator names a branch. */
export const SchoolInfoInput = z.object({ schoolId: id().optional() });

const regionCode = (what: string) =>
  z.preprocess((value) => value || null, z.string().regex(/^\d{6}$/, `${what}编码为6位数字`).nullable());

/** 园所信息 as read: the names of the region codes are answered with them. */
export const SchoolInfo = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  parentSchoolId: z.number().int().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** 办园许可证号. */
  licenceNo: z.string().nullable(),
  /** 统一社会信用代码. */
  creditCode: z.string().nullable(),
  /** 核定学位数: the children the licence allows. */
  capacity: z.number().int().nullable(),
  logoFileId: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type SchoolInfo = z.infer<typeof SchoolInfo>;

/** 统一社会信用代码: 18 characters of digits and capitals (GB 32100). */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const UpdateSchoolInfoInput = z.object({
  schoolId: id().optional(),
  schoolName: nameText('园所名称', 50),
  provinceCode: regionCode('省份'),
  cityCode: regionCode('城市'),
  countyCode: regionCode('区县'),
  address: optionalText('详细地址', 100),
  contactName: z.preprocess((value) => value || null, nameText('联系人', 20).nullable()),
  contactPhone: z.preprocess((value) => value || null, z.string().trim().regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})$/, '请输入11位手机号或带区号的固定电话').nullable()),
  licenceNo: z.preprocess((value) => value || null, z.string().trim().max(50, '办园许可证号最多50字').nullable()),
  creditCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value) || null,
    z.string().regex(CREDIT_CODE, '统一社会信用代码为18位数字或大写字母').nullable(),
  ),
  capacity: z.preprocess((value) => (value === '' ? null : value), int(1, 10000, '核定学位数应为1至10000的整数').nullable()).default(null),
});

export const UpdateSchoolLogoInput = z.object({ schoolId: id().optional(), logoFileId: id() });
export const SavedSchoolLogo = z.object({ logoFileId: z.number().int() });

/** What a card machine is for: 1 入园 (children's entry gate), 2 离园 (exit gate), 3 教师打卡. */
export const MachineKind = { ENTRY: 1, EXIT: 2, TEACHER: 3 } as const;
export const machineKindLabel: Record<number, string> = { 1: '入园刷卡机', 2: '离园刷卡机', 3: '教师考勤机' };

export const CardMachine = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  kind: z.number().int(),
  location: z.string().nullable(),
  isEnabled: z.boolean(),
});

/** What the machine shows after a swipe, besides the name and the time: the class, the child's photo, a greeting. */
export const MachineConfig = z.object({
  machineList: z.array(CardMachine),
  /** Swipes of one card within this many minutes count once. */
  swipeIntervalMinutes: z.number().int(),
  showClassName: z.boolean(),
  showPhoto: z.boolean(),
  welcomeText: z.string().nullable(),
  /** When the school's machine key was issued (the key itself is shown once, by 生成设备密钥); null when none is. */
  keyIssuedAt: z.string().nullable(),
});
export type MachineConfig = z.infer<typeof MachineConfig>;

export const UpdateMachineConfigInput = z.object({
  machineList: z
    .array(
      z.object({
        /** An existing machine's id; none for a new one. Machines left out are removed. */
        machineId: id().optional(),
        machineName: nameText('设备名称', 30),
        kind: int(1, 3, '设备用途为入园、离园或教师考勤'),
        location: optionalText('安装位置', 50),
        isEnabled: flag().default(true),
      }),
    )
    .max(50, '刷卡机最多50台'),
  swipeIntervalMinutes: int(1, 60, '重复刷卡间隔应为1至60分钟'),
  showClassName: flag().default(true),
  showPhoto: flag().default(false),
  welcomeText: optionalText('欢迎语', 30),
});

import { z } from 'zod';
import { AttachedFile } from '../files/files.schemas.js';
import { calendarDate } from '../child/child.schemas.js';
import { id, int, intAmong, pageInput, pageOf } from '../endpoint.js';
import { freeText, nameText, optionalText } from '../fields.js';

/** How serious an emergency is (事件等级). */
export const emergencyLevelLabel: Record<number, string> = { 1: '一般', 2: '较大', 3: '重大' };
/** Whom a school usually tells; a record may name others. */
export const EMERGENCY_NOTIFY_OPTIONS = ['家长', '园长', '保健医生', '教育主管部门', '卫生健康部门', '公安', '消防', '120急救'] as const;

export const MAX_EMERGENCY_TYPES = 50;
export const MAX_EMERGENCY_PEOPLE = 100;
export const MAX_EMERGENCY_FILES = 9;

export const EmergencyTypeRow = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  description: z.string().nullable(),
  /** Records of this type: a type in use is not deleted. */
  emergencyCount: z.number().int(),
});
export type EmergencyTypeRow = z.infer<typeof EmergencyTypeRow>;
export const EmergencyTypeOption = z.object({ typeId: z.number().int(), typeName: z.string() });
export const EmergencyTypeIdInput = z.object({ typeId: id() });
export const AddEmergencyTypeInput = z.object({ typeName: nameText('类型名称', 20), description: optionalText('说明', 200) });
export const UpdateEmergencyTypeInput = AddEmergencyTypeInput.extend({ typeId: id() });
export const SavedEmergencyType = z.object({ typeId: z.number().int() });

/** 'YYYY-MM-DD HH:mm', China time. */
const minuteText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, '发生时间格式应为 YYYY-MM-DD HH:mm')
  .refine((value) => calendarDate().safeParse(value.slice(0, 10)).success, '发生时间不是有效的日期');

export const EmergencyListInput = z
  .object({
    ...pageInput,
    typeId: int(0).default(0),
    level: intAmong([0, 1, 2, 3], '事件等级不存在').default(0),
    searchKey: optionalText('搜索内容', 50),
    startDate: z.union([z.literal(''), calendarDate()]).default(''),
    endDate: z.union([z.literal(''), calendarDate()]).default(''),
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['endDate'], message: '结束日期不能早于开始日期' });
export type EmergencyListInput = z.infer<typeof EmergencyListInput>;

export const EmergencyRow = z.object({
  emergencyId: z.number().int(),
  title: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  level: z.number().int(),
  occurredAt: z.string(),
  place: z.string(),
  childCount: z.number().int(),
  teacherCount: z.number().int(),
  reporterName: z.string(),
});
export type EmergencyRow = z.infer<typeof EmergencyRow>;
export const EmergencyPage = pageOf(EmergencyRow);

export const EmergencyIdInput = z.object({ emergencyId: id() });

const emergencyFields = {
  title: nameText('事件名称', 50),
  typeId: id(),
  level: intAmong([1, 2, 3], '请选择事件等级').default(1),
  occurredAt: minuteText,
  place: nameText('发生地点', 50),
  description: freeText('事件经过', 2000),
  actions: freeText('处理措施', 2000),
  notifyList: z.array(nameText('通知对象', 20)).max(20, '通知对象最多20个').default([]),
  childIds: z.array(id()).max(MAX_EMERGENCY_PEOPLE, `涉及幼儿最多${MAX_EMERGENCY_PEOPLE}名`).default([]),
  teacherIds: z.array(id()).max(MAX_EMERGENCY_PEOPLE, `涉及教职工最多${MAX_EMERGENCY_PEOPLE}名`).default([]),
  fileIds: z.array(id()).max(MAX_EMERGENCY_FILES, `附件最多${MAX_EMERGENCY_FILES}个`).default([]),
};
export const AddEmergencyInput = z.object(emergencyFields);
export type AddEmergencyInput = z.infer<typeof AddEmergencyInput>;
export const UpdateEmergencyInput = z.object({ emergencyId: id(), ...emergencyFields });
export type UpdateEmergencyInput = z.infer<typeof UpdateEmergencyInput>;
export const SavedEmergency = z.object({ emergencyId: z.number().int() });

export const EmergencyDetail = EmergencyRow.extend({
  description: z.string(),
  actions: z.string(),
  notifyList: z.array(z.string()),
  childList: z.array(z.object({ studentId: z.number().int(), studentName: z.string(), className: z.string().nullable() })),
  teacherList: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string() })),
  fileList: z.array(AttachedFile),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmergencyDetail = z.infer<typeof EmergencyDetail>;

export const EmergencyTeacherInput = z.object({ searchKey: optionalText('搜索内容', 20) });
export const EmergencyTeacherOption = z.object({ teacherId: z.number().int(), teacherName: z.string(), departmentName: z.string().nullable() });

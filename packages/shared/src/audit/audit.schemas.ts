import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { id, pageInput, pageOf } from '../endpoint.js';
import { isGrantableModule } from '../modules.js';

/**
 * The 模块 filter's value for the calls any signed-in person may make (their own account, their
 * class's records): they serve no screen of the catalogue.
 */
export const ANY_SIGNED_IN = 'session';
export const ANY_SIGNED_IN_NAME = '通用（个人与本班）';

/** None: absent, null, '' or 0, as forms and query strings send it. */
const none = (value: unknown) => value === '' || value === 0 || value === '0' || value === null;
const optionalId = () => z.preprocess((value) => (none(value) ? undefined : value), id().optional());
const optionalDate = () => z.preprocess((value) => (none(value) ? undefined : value), calendarDate().optional());

const auditFilters = {
  /** Who made the change. */
  teacherId: optionalId(),
  /** A group ('Setting') or a screen ('Setting.DeviceManage') of the catalogue, or ANY_SIGNED_IN. */
  moduleCode: z.preprocess(
    (value) => (none(value) ? undefined : value),
    z
      .string()
      // A plain yes or no: the chosen code stays a string (the guard would narrow it to the catalogue's codes).
      .refine((code): boolean => code === ANY_SIGNED_IN || isGrantableModule(code), '模块不存在')
      .optional(),
  ),
  /** China calendar days, both included. */
  startDate: optionalDate(),
  endDate: optionalDate(),
};
const datesInOrder: [(input: { startDate?: string | undefined; endDate?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (input) => !input.startDate || !input.endDate || input.startDate <= input.endDate,
  { message: '结束日期不能早于开始日期', path: ['endDate'] },
];

export const AuditLogListInput = z.object({ ...auditFilters, ...pageInput }).refine(...datesInOrder);
export type AuditLogListInput = z.infer<typeof AuditLogListInput>;
export const AuditLogExportInput = z.object(auditFilters).refine(...datesInOrder);
export type AuditLogFilters = z.infer<typeof AuditLogExportInput>;

/** The most entries one export holds: a wider choice is narrowed by dates first. */
export const MAX_AUDIT_EXPORT = 10_000;

export const AuditLogRow = z.object({
  logId: z.number().int(),
  /** The moment of the change (ISO 8601). */
  createdAt: z.string(),
  teacherId: z.number().int().nullable(),
  /** Null when the person's record is gone. */
  teacherName: z.string().nullable(),
  callId: z.string(),
  /** What the call does, as its declaration's summary names it; the call's id for a call the product no longer has. */
  operation: z.string(),
  /** The screen or group the call serves; ANY_SIGNED_IN for a call any signed-in person may make; null for a call no longer declared. */
  moduleCode: z.string().nullable(),
  moduleName: z.string(),
  /** The ids the call named or created: the log keeps which records changed, not their content before and after. */
  targetIds: z.array(z.union([z.number(), z.string()])),
});
export type AuditLogRow = z.infer<typeof AuditLogRow>;
export const AuditLogPage = pageOf(AuditLogRow);

/** Someone whose changes the school's log holds. */
export const AuditOperator = z.object({ teacherId: z.number().int(), teacherName: z.string() });

import {
  allEndpoints,
  ANY_SIGNED_IN,
  ANY_SIGNED_IN_NAME,
  isGrantableModule,
  MAX_AUDIT_EXPORT,
  moduleName,
  type AuditLogFilters,
  type AuditLogListInput,
  type AuditLogRow,
} from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { addDays, chinaDayStart } from '../../core/calendar.js';
import { invalidParams } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { allEntries, countEntries, listEntries, listOperators, type AuditLogEntry, type AuditLogFilter } from './audit-log.repository.js';
import { auditLogWorkbook } from './audit-log.xlsx.js';

const declarations = new Map(allEndpoints.map((endpoint) => [endpoint.id, endpoint]));

/**
 * The calls of a group (its screens' too), a screen, or any signed-in person. Reads among them match
 * no entry; a group has some hundred calls, well within one query's list.
 */
function callIdsServing(moduleCode: string): string[] {
  const group = moduleCode.includes('.') ? undefined : `${moduleCode}.`;
  return allEndpoints
    .filter((endpoint) => endpoint.access === moduleCode || (group !== undefined && endpoint.access.startsWith(group)))
    .map((endpoint) => endpoint.id);
}

/** The module a call serves, as the screen shows it. */
function moduleOf(callId: string): { moduleCode: string | null; moduleName: string } {
  const access = declarations.get(callId)?.access;
  if (access === 'session') return { moduleCode: ANY_SIGNED_IN, moduleName: ANY_SIGNED_IN_NAME };
  if (access !== undefined && isGrantableModule(access)) return { moduleCode: access, moduleName: moduleName(access) };
  return { moduleCode: null, moduleName: '—' };
}

/** The stored JSON list of ids, keeping only ids (a create whose answer named none left a null). */
function idsOf(json: string): (number | string)[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((id): id is number | string => typeof id === 'number' || typeof id === 'string') : [];
}

/**
 * The operation a call's summary names, without the notes for API readers after it (its rules in
 * brackets, its details after a colon or a semicolon): 修改幼儿过敏药物与过敏食物（参数在查询串中）.
 */
function operationOf(callId: string): string {
  const summary = declarations.get(callId)?.summary;
  if (!summary) return callId;
  return summary.split(/[（：；]/)[0] || summary;
}

const rowOf = (entry: AuditLogEntry): AuditLogRow => ({
  logId: entry.logId,
  createdAt: entry.createdAt,
  teacherId: entry.teacherId,
  teacherName: entry.teacherName,
  callId: entry.callId,
  operation: operationOf(entry.callId),
  ...moduleOf(entry.callId),
  targetIds: idsOf(entry.targetIds),
});

/** The filters in SQL terms; null when the module serves no call, so that nothing matches. */
function filterOf(schoolId: number, input: AuditLogFilters): AuditLogFilter | null {
  const callIds = input.moduleCode ? callIdsServing(input.moduleCode) : undefined;
  if (callIds?.length === 0) return null;
  return {
    schoolId,
    teacherId: input.teacherId,
    callIds,
    from: input.startDate && chinaDayStart(input.startDate),
    until: input.endDate && chinaDayStart(addDays(input.endDate, 1)),
  };
}

/** 操作日志: who changed what in the school, when, through which call. */
export function auditLogService(deps: { clock: Clock }) {
  return {
    async list(db: SchoolDb, schoolId: number, input: AuditLogListInput) {
      const filter = filterOf(schoolId, input);
      if (!filter) return { list: [], total: 0 };
      const [entries, total] = await Promise.all([listEntries(db, filter, input), countEntries(db, filter)]);
      return { list: entries.map(rowOf), total };
    },

    operators: (db: SchoolDb, schoolId: number) => listOperators(db, schoolId),

    async export(db: SchoolDb, schoolId: number, input: AuditLogFilters) {
      const filter = filterOf(schoolId, input);
      if (filter) {
        const total = await countEntries(db, filter);
        if (total > MAX_AUDIT_EXPORT) throw invalidParams(`符合条件的操作记录有${total}条，一次最多导出${MAX_AUDIT_EXPORT}条，请缩小日期范围`);
      }
      const rows = filter ? (await allEntries(db, filter)).map(rowOf) : [];
      return auditLogWorkbook(db, schoolId, rows, schoolDate(deps.clock.now()));
    },
  };
}

export type AuditLogService = ReturnType<typeof auditLogService>;

import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint.js';
import { AuditLogExportInput, AuditLogListInput, AuditLogPage, AuditOperator } from './audit.schemas.js';

const OPERATION_LOG = 'Setting.OperationLog';
const J = '/javaApi/auditLog/' as const;

/** 系统设置 > 操作日志: the school's log of writes, which the adapter records for every call that changes something. */
export const auditLogEndpoints = {
  getList: defineEndpoint({
    id: 'auditLog.getList',
    summary: '操作日志（按操作人、模块、日期筛选，新的在前，分页）',
    access: OPERATION_LOG,
    java: { method: 'GET', path: `${J}getList` },
    input: AuditLogListInput,
    output: AuditLogPage,
  }),
  getOperatorList: defineEndpoint({
    id: 'auditLog.getOperatorList',
    summary: '操作日志中出现过的操作人（筛选用）',
    access: OPERATION_LOG,
    java: { method: 'GET', path: `${J}getOperatorList` },
    input: z.object({}),
    output: z.array(AuditOperator),
  }),
  export: defineEndpoint({
    id: 'auditLog.export',
    summary: '导出操作日志（xlsx，按当前筛选）',
    access: OPERATION_LOG,
    java: { method: 'GET', path: `${J}export` },
    input: AuditLogExportInput,
    output: fileOutput,
  }),
};

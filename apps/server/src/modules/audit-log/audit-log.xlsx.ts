import type { AuditLogRow } from '@yuanwu/shared';
import { schoolMinute } from '../../clock.js';
import { schoolNameOf } from '../../core/school-name.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** 操作日志 as a sheet: the screen's columns, times in China. */
export async function auditLogWorkbook(db: SchoolDb, schoolId: number, rows: AuditLogRow[], today: string) {
  const fileName = exportFileName([await schoolNameOf(db, schoolId), '操作日志'], today);
  return xlsxFile<AuditLogRow>(fileName, '操作日志', [
    { header: '时间', width: 18, value: (row) => schoolMinute(new Date(row.createdAt)) },
    { header: '操作人', width: 12, value: (row) => row.teacherName ?? '—' },
    { header: '模块', width: 16, value: (row) => row.moduleName },
    { header: '操作', width: 48, value: (row) => row.operation },
    { header: '记录编号', width: 20, value: (row) => row.targetIds.join('、') },
  ], rows);
}

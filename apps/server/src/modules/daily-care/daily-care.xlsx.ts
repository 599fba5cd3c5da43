import type { CareDay, ClassSummaryInput } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { weekdayName } from '../../core/calendar.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { DailyCareService } from './daily-care.service.js';

/** 饮水进餐统计: one row per school day of the interval, as the summary tab shows it. */
export function dailyCareExports(deps: { clock: Clock; care: DailyCareService }) {
  return {
    async classSummary(db: SchoolDb, session: SessionIdentity, input: ClassSummaryInput) {
      const summary = await deps.care.classSummary(db, input);
      const fileName = exportFileName(
        [await schoolNameOf(db, session.schoolId), `${summary.className}饮水进餐统计`, `${summary.startDate}至${summary.endDate}`],
        schoolDate(deps.clock.now()),
      );
      return xlsxFile<CareDay>(fileName, summary.className, [
        { header: '日期', width: 12, value: (day) => day.date },
        { header: '星期', width: 8, value: (day) => weekdayName(day.date) },
        { header: '记录人数', width: 10, value: (day) => day.recordedCount },
        { header: '人均饮水（杯）', width: 16, value: (day) => day.averageCups },
        { header: `人均饮水（毫升，每杯${summary.cupMl}毫升）`, width: 28, value: (day) => day.averageMl },
        { header: '进餐良好人数', width: 14, value: (day) => day.ateWellCount },
        { header: '进餐良好占比', width: 14, value: (day) => (day.ateWellRate === null ? null : `${day.ateWellRate}%`) },
      ], summary.days);
    },
  };
}

export type DailyCareExports = ReturnType<typeof dailyCareExports>;

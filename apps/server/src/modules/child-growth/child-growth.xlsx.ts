import { observationDomainLabel } from '@yuanwu/shared';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { ChildGrowthService } from './child-growth.service.js';

/** 导出观察记录 (ExportRecord): one row per goal observed, each with the observation it belongs to. */
export function childGrowthExports(deps: { growth: ChildGrowthService }) {
  return {
    async observation(db: SchoolDb, session: SessionIdentity, obsId: number) {
      const observation = await deps.growth.observation(db, obsId);
      type Goal = (typeof observation.goals)[number];
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), observation.className, observation.activityName, '观察记录'], observation.observeDate);
      return xlsxFile<Goal>(fileName, '观察记录', [
        { header: '观察日期', width: 12, value: () => observation.observeDate },
        { header: '班级', width: 10, value: () => observation.className },
        { header: '幼儿', width: 20, value: () => observation.students.map((child) => child.studentName).join('、') },
        { header: '活动名称', width: 18, value: () => observation.activityName },
        { header: '领域', width: 8, value: () => observationDomainLabel[observation.field] ?? '' },
        { header: '观察目标', width: 30, value: (goal) => goal.goalText },
        { header: '目标备注', width: 30, value: (goal) => goal.remark },
        { header: '观察总结', width: 40, value: () => observation.note },
        { header: '记录教师', width: 10, value: () => observation.teacherName },
      ], observation.goals);
    },
  };
}

export type ChildGrowthExports = ReturnType<typeof childGrowthExports>;

import { DEFAULT_ABSENCE_NOTICE_TIME, type AbsenceNoticeSetting } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './family.repository.js';

/** The school's settings of the family page: when families hear of a child marked absent without a leave. */
export function familySettings() {
  return {
    async absenceNoticeSetting(db: SchoolDb): Promise<AbsenceNoticeSetting> {
      return { notifyTime: (await repository.absenceNoticeTime(db)) ?? DEFAULT_ABSENCE_NOTICE_TIME };
    },
    async setAbsenceNoticeSetting(db: SchoolDb, notifyTime: string): Promise<AbsenceNoticeSetting> {
      await repository.setAbsenceNoticeTime(db, notifyTime);
      return { notifyTime };
    },
  };
}

export type FamilySettings = ReturnType<typeof familySettings>;

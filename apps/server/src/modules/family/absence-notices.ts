import { DEFAULT_ABSENCE_NOTICE_TIME } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, schoolDate, schoolTimeOfDay, type Clock } from '../../clock.js';
import { repeatEvery, type JobLog } from '../../core/background.js';
import type { SmsProvider } from '../../core/sms.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { leavesOn } from '../attendance/index.js';
import { mainGuardians } from '../child/index.js';
import * as repository from './family.repository.js';

export interface AbsenceNoticeDeps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  sms: SmsProvider;
}

/** How often each server looks for children to tell families about. */
const CHECK_INTERVAL_MS = 60_000;

/**
 * 缺勤提醒: from the time a school sets (09:30 unless it set another), on the day, each child marked
 * absent without a leave covering the day is told to the main guardian: a message on the family page
 * and a text. Every server checks each minute; the notice of a child's day is claimed in the database
 * (one row per child and day) before it is sent, so that servers checking at once send it once.
 */
export function absenceNotices(deps: AbsenceNoticeDeps) {
  async function notifySchool(schoolId: number, date: string): Promise<number> {
    const db = deps.schoolDb(schoolId);
    const absent = await repository.absentWithoutNotice(db, date);
    if (absent.length === 0) return 0;
    const [leaves, guardians] = await Promise.all([leavesOn(db, absent.map((child) => child.childId), date), mainGuardians(db)]);
    let sent = 0;
    for (const child of absent.filter((row) => !leaves.has(row.childId))) {
      const guardian = guardians.get(child.childId);
      const text = `【园务】${child.childName}今天（${date}）被点名为缺勤，幼儿园未收到请假。如需请假，请在家长端为孩子请假；如有疑问请联系班级老师。`;
      const claimed = await repository.claimAbsenceNotice(db, { childId: child.childId, date, guardianId: guardian?.id ?? null, text, createdAt: iso(deps.clock.now()) });
      if (!claimed || !guardian) continue;
      await deps.sms.send(guardian.phone, text);
      sent += 1;
    }
    return sent;
  }

  /** One check of every school whose time has come today: how many families were texted. */
  async function run(): Promise<number> {
    const now = deps.clock.now();
    const [date, minute] = [schoolDate(now), schoolTimeOfDay(now)];
    let sent = 0;
    for (const school of await repository.schoolsWithNoticeTime(deps.db)) {
      if (minute >= (school.notifyTime ?? DEFAULT_ABSENCE_NOTICE_TIME)) sent += await notifySchool(school.schoolId, date);
    }
    return sent;
  }

  return {
    run,

    /** Checks every minute until the answer is called, which stops it and waits for a check under way. */
    start: (log: JobLog) => repeatEvery(CHECK_INTERVAL_MS, run, log, 'absence notices failed'),
  };
}

export type AbsenceNotices = ReturnType<typeof absenceNotices>;

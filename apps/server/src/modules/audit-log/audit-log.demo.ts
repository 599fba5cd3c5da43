import { allEndpoints } from '@yuanwu/shared';
import { chinaTime } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { activeTeachers } from '../teacher/index.js';
import { insertEntries } from './audit-log.repository.js';

/** Who in the demo staff makes a kind of change: the principal, the office, the health room, logistics. */
type Staff = 'principal' | 'office' | 'health' | 'logistics';

interface DemoChange {
  callId: string;
  by: Staff;
  /** How many times it happens over the weeks shown. */
  times: number;
  /** The school's records such a change names. */
  records(db: SchoolDb): Promise<{ id: number }[]>;
}

const SOME = 30;

/** The everyday changes of a kindergarten's office, on records the other modules' demos made. */
const CHANGES: DemoChange[] = [
  { callId: 'notice.updateNotice', by: 'office', times: 4, records: (db) => db.selectFrom('notice').select('id').orderBy('id', 'desc').limit(SOME).execute() },
  { callId: 'news.addOrUpdate', by: 'office', times: 3, records: (db) => db.selectFrom('news').select('id').orderBy('id', 'desc').limit(SOME).execute() },
  { callId: 'child.updateStudentInfo', by: 'principal', times: 5, records: (db) => db.selectFrom('child').select('id').limit(SOME).execute() },
  { callId: 'child.updateStudentAllergic', by: 'health', times: 4, records: (db) => db.selectFrom('child').select('id').orderBy('id', 'desc').limit(SOME).execute() },
  { callId: 'teacher.updateTeacherInfo', by: 'principal', times: 3, records: (db) => db.selectFrom('teacher').select('id').limit(SOME).execute() },
  { callId: 'classGroup.setClassTeachers', by: 'principal', times: 2, records: (db) => db.selectFrom('schoolClass').select('id').limit(SOME).execute() },
  { callId: 'schoolActivity.updateSchoolActivity', by: 'office', times: 3, records: (db) => db.selectFrom('schoolActivity').select('id').limit(SOME).execute() },
  { callId: 'dutyItem.updateDutyItem', by: 'health', times: 2, records: (db) => db.selectFrom('dutyItem').select('id').limit(SOME).execute() },
  { callId: 'emergency.updateEmergency', by: 'health', times: 2, records: (db) => db.selectFrom('emergency').select('id').limit(SOME).execute() },
  { callId: 'device.updateDevice', by: 'logistics', times: 4, records: (db) => db.selectFrom('device').select('id').limit(SOME).execute() },
  { callId: 'role.addRoleModule', by: 'principal', times: 1, records: (db) => db.selectFrom('role').select('id').limit(SOME).execute() },
];

const declared = new Set(allEndpoints.map((endpoint) => endpoint.id));

/** The staff of each kind, by their department; the principal makes what nobody else could. */
async function demoStaff(db: SchoolDb, plan: DemoPlan): Promise<Record<Staff, number[]>> {
  const staff = await activeTeachers(db);
  const principal = await db.selectFrom('teacher').select('id').where('phone', '=', plan.school.adminPhone).executeTakeFirstOrThrow();
  const of = (department: string) => {
    const found = staff.filter((person) => person.departmentName === department).map((person) => person.teacherId);
    return found.length > 0 ? found : [principal.id];
  };
  return { principal: [principal.id], office: [principal.id, ...of('园务办公室')], health: of('保健室'), logistics: of('后勤部') };
}

/** A moment of a school day's working hours (08:00 to 17:59, China time). */
const workingMoment = (random: Random, date: string) => chinaTime(date, random.between(8, 17), random.between(0, 59));

/**
 * The log of the last weeks' changes by the demo staff, on real calls and the records they named,
 * as the adapter writes it for each write (the log keeps which records, not their content).
 */
export async function seedAuditLog(db: SchoolDb, plan: DemoPlan, random: Random): Promise<void> {
  const [staff, days] = await Promise.all([demoStaff(db, plan), plan.schoolDays()]);
  const recent = days.slice(-15);
  if (recent.length === 0) return;
  const entries = [];
  for (const change of CHANGES) {
    // A renamed call would leave the demo naming a call the screen cannot describe.
    if (!declared.has(change.callId)) throw new Error(`the audit demo names ${change.callId}, which is not declared`);
    const records = await change.records(db);
    if (records.length === 0) continue;
    for (let time = 0; time < change.times; time += 1) {
      entries.push({
        schoolId: plan.schoolId,
        teacherId: random.pick(staff[change.by]),
        callId: change.callId,
        targetIds: JSON.stringify([random.pick(records).id]),
        requestId: `demo-${plan.schoolId}-${entries.length + 1}`,
        createdAt: workingMoment(random, random.pick(recent)),
      });
    }
  }
  await insertEntries(db, entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
}

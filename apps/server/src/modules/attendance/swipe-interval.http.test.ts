import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../clock.js';
import { addDays, chinaTime } from '../../core/calendar.js';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const CHILD_SWIPE = '/javaApi/studentAttend/cardSwipe';
const TEACHER_SWIPE = '/javaApi/teacherAttend/teacherCardSwipe';

/**
 * The repeat window of card swipes is the school's (刷卡机设置): school B sets 3 minutes, school A
 * keeps the default of 10, for the children's cards and the teachers' alike.
 */
describe.each(testDialects)('the card machines’ repeat window on %s', (dialect) => {
  let t: TestApp;
  const keys = { a: '', b: '' };
  let yesterday: string;

  const post = async (path: string, body: Record<string, unknown>, token: string) => {
    const answer = (await t.call('POST', path, { token, body })).body;
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  const at = (time: string) => chinaTime(yesterday, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const childSwipe = async (deviceKey: string, cardNo: string, time: string) =>
    (await t.call('POST', CHILD_SWIPE, { body: { deviceKey, cardNo, swipeTime: at(time) } })).body.data.event;
  const teacherSwipe = async (deviceKey: string, cardNo: string, time: string) =>
    expect((await t.call('POST', TEACHER_SWIPE, { body: { deviceKey, cardNo, swipeTime: at(time) } })).body.code).toBe(200);
  const clockInsOf = async (teacherId: number) => (await t.db.selectFrom('teacherClockIn').select('clockAt').where('teacherId', '=', teacherId).execute()).length;

  /** A class with one child holding `cardNo`, a teacher holding `teacherCardNo` in an attendance group, and the machines' key. */
  async function equip(schoolId: number, token: string, cards: { child: string; teacher: string }, phone: string) {
    const yearId = await t.make.schoolYear(schoolId);
    const { childId } = await t.make.classWithChild(schoolId, yearId);
    await t.make.guardian(schoolId, childId, { name: '王爸爸', phone, cardNo: cards.child });
    const teacherId = (await post('/javaApi/teacher/addTeacher', { teacherName: '刷卡老师', sex: 2, phone: String(Number(phone) + 1) }, token)).teacherId as number;
    await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: cards.teacher }, token);
    const period = { startTime: '08:00', endTime: '17:00', signInBefore: 60, signOutAfter: 120 };
    const shiftId = (await post('/javaApi/teacherAttend/addShift', { shiftName: '白班', periods: [period], lateMinutes: 5, earlyMinutes: 5 }, token)).shiftId;
    await post('/javaApi/teacherAttend/addAttendGroup', { groupName: '全体', loopType: 1, loopShiftIds: Array(7).fill(shiftId), teacherIds: [teacherId] }, token);
    const deviceKey = (await post('/javaApi/studentAttend/issueDeviceKey', {}, token)).deviceKey as string;
    return { deviceKey, teacherId };
  }

  let teachers: { a: number; b: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    yesterday = addDays(schoolDate(t.clock.now()), -1);
    const adminA = await t.login(t.people.adminA.phone);
    const adminB = await t.login(t.people.adminB.phone);
    const a = await equip(t.schools.schoolA, adminA, { child: 'A0001', teacher: 'TA001' }, '13600000001');
    const b = await equip(t.schools.schoolB, adminB, { child: 'B0001', teacher: 'TB001' }, '13600000011');
    [keys.a, keys.b] = [a.deviceKey, b.deviceKey];
    teachers = { a: a.teacherId, b: b.teacherId };
    await post('/javaApi/school/updateMachineConfig', { machineList: [], swipeIntervalMinutes: 3, showClassName: true, showPhoto: false, welcomeText: null }, adminB);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a child’s swipes 4 minutes apart as two where the school set 3 minutes', async () => {
    expect(await childSwipe(keys.b, 'B0001', '08:00')).toBe('arrive');
    expect(await childSwipe(keys.b, 'B0001', '08:02')).toBe('repeat');
    expect(await childSwipe(keys.b, 'B0001', '08:04')).toBe('leave');
  });

  it('merges a child’s swipes within 10 minutes where the school set nothing', async () => {
    expect(await childSwipe(keys.a, 'A0001', '08:00')).toBe('arrive');
    expect(await childSwipe(keys.a, 'A0001', '08:04')).toBe('repeat');
    expect(await childSwipe(keys.a, 'A0001', '08:09')).toBe('repeat');
    expect(await childSwipe(keys.a, 'A0001', '08:11')).toBe('leave');
  });

  it('keeps a teacher’s card swipes to the same window', async () => {
    await teacherSwipe(keys.b, 'TB001', '07:50');
    await teacherSwipe(keys.b, 'TB001', '07:52');
    await teacherSwipe(keys.b, 'TB001', '07:54');
    expect(await clockInsOf(teachers.b)).toBe(2);

    await teacherSwipe(keys.a, 'TA001', '07:50');
    await teacherSwipe(keys.a, 'TA001', '07:54');
    await teacherSwipe(keys.a, 'TA001', '07:59');
    expect(await clockInsOf(teachers.a)).toBe(1);
  });
});

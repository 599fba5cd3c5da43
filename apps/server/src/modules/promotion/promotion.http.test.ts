import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { factories } from '../../test/factories.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

const newYear = {
  yearName: '2027-2028学年',
  startDate: '2027-09-01',
  endDate: '2028-07-31',
  semesterList: [
    { semesterName: '第一学期', startDate: '2027-09-01', endDate: '2028-01-31' },
    { semesterName: '第二学期', startDate: '2028-02-01', endDate: '2028-07-31' },
  ],
};

describe.each(testDialects)('year-end promotion (升班) of the demo kindergarten on %s', (dialect) => {
  let demo: DemoApp;
  let token: string;
  let fromYearId: number;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
    token = await demo.login();
    fromYearId = (await call('GET', '/javaApi/schoolYear/getSchoolYearList')).data[0].yearId;
  });
  afterAll(() => demo.close());

  async function call(method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await demo.app.inject({ method, url, headers: { auth: token }, ...(payload ? { payload } : {}) });
    return response.json();
  }
  let cardNumber = 9_100_000_000;
  /** A pickup card bound now for a guardian of a child of the year's 大班, who will graduate. */
  async function graduateCard(yearId: number): Promise<string> {
    const holder = await demo.database.db
      .selectFrom('child')
      .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
      .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
      .innerJoin('childGuardian', 'childGuardian.childId', 'child.id')
      .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
      .select(['child.id as studentId', 'guardian.phone'])
      .where('schoolClass.schoolYearId', '=', yearId)
      .where('grade.level', '=', 4)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('pickupCard').select('pickupCard.id').whereRef('pickupCard.childId', '=', 'child.id').where('pickupCard.status', '=', 1))),
      )
      .executeTakeFirstOrThrow();
    const cardNo = String((cardNumber += 1));
    const bound = await call('POST', '/javaApi/studentCard/bindCard', { studentId: holder.studentId, phone: holder.phone, cardNo });
    expect(bound.code, bound.message).toBe(200);
    return cardNo;
  }
  const cardStatus = async (cardNo: string) =>
    (await demo.database.db.selectFrom('pickupCard').select('status').where('cardNo', '=', cardNo).orderBy('id', 'desc').executeTakeFirstOrThrow()).status;
  const classesOf = async (yearId: number) =>
    (await call('GET', `/javaApi/class/getSchoolClassList?yearId=${yearId}&pageSize=50`)).data.list as { className: string; gradeName: string; childCount: number; teacherNames: string }[];

  it('previews the new year: every class one grade up, 大班 graduating', async () => {
    const preview = (await call('POST', '/javaApi/schoolYear/getPromotionPreview', { fromYearId, newYear })).data;
    expect(preview).toMatchObject({ fromYearName: '2026-2027学年', newYearName: '2027-2028学年', movingChildren: 201, graduatingChildren: 128 });
    expect(preview.classes).toContainEqual(expect.objectContaining({ fromClassName: '托一班', toGradeName: '小班', toClassName: '小一班', childCount: 18 }));
    expect(preview.classes).toContainEqual(expect.objectContaining({ fromClassName: '大四班', toGradeName: null, toClassName: null }));
  });

  it('refuses a new year that does not start after the old one', async () => {
    const answer = await call('POST', '/javaApi/schoolYear/promote', { fromYearId, newYear: { ...newYear, startDate: '2027-07-01' } });
    expect(answer).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '新学年须在原学年结束之后开始' });
  });

  it('promotes in one step, keeping teachers only where asked, and undoes it', async () => {
    const before = await classesOf(fromYearId);
    const cardNo = await graduateCard(fromYearId);
    const keep = (await call('GET', `/javaApi/class/getSchoolClassList?yearId=${fromYearId}&keyword=托一`)).data.list[0].classId;
    const result = (await call('POST', '/javaApi/schoolYear/promote', { fromYearId, newYear, keepTeacherClassIds: [keep] })).data;
    expect(result).toMatchObject({ movedChildren: 201, graduatedChildren: 128 });

    const promoted = await classesOf(result.yearId);
    expect(promoted).toHaveLength(8);
    expect(promoted.find((row) => row.className === '小一班')).toMatchObject({ gradeName: '小班', childCount: 18, teacherNames: expect.stringMatching(/、/) });
    expect(promoted.find((row) => row.className === '小二班')).toMatchObject({ childCount: 18, teacherNames: '' });
    expect(promoted.some((row) => row.className.startsWith('托'))).toBe(false);
    expect(await classesOf(fromYearId)).toEqual(before.map((row) => ({ ...row, childCount: 0 })));
    const graduates = await demo.database.db.selectFrom('child').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 2).executeTakeFirstOrThrow();
    expect(Number(graduates.n)).toBe(128);
    // A graduate's card no longer collects anyone; undoing the promotion gives it back.
    expect(await cardStatus(cardNo)).toBe(0);

    const years = (await call('GET', '/javaApi/schoolYear/getSchoolYearList')).data;
    expect(years.find((year: { yearId: number }) => year.yearId === result.yearId)).toMatchObject({ canUndoPromotion: true, classCount: 8 });

    expect((await call('POST', '/javaApi/schoolYear/undoPromotion', { yearId: result.yearId })).code).toBe(200);
    expect(await classesOf(fromYearId)).toEqual(before);
    const stillGraduated = await demo.database.db.selectFrom('child').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 2).executeTakeFirstOrThrow();
    expect(Number(stillGraduated.n)).toBe(0);
    expect(await cardStatus(cardNo)).toBe(1);
    expect((await call('GET', '/javaApi/schoolYear/getSchoolYearList')).data).toHaveLength(1);
  });

  it('cannot be undone once the new year has taken attendance', async () => {
    const { yearId } = (await call('POST', '/javaApi/schoolYear/promote', { fromYearId, newYear })).data;
    const child = await demo.database.db
      .selectFrom('child')
      .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
      .select(['child.id', 'child.schoolId', 'schoolClass.id as classId'])
      .where('schoolClass.schoolYearId', '=', yearId)
      .executeTakeFirstOrThrow();
    await factories(demo.database.db).attendanceDay(child.schoolId, { childId: child.id, classId: child.classId, date: newYear.startDate, status: 1 });
    const refused = await call('POST', '/javaApi/schoolYear/undoPromotion', { yearId });
    expect(refused).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '新学年已开始考勤，不能撤销升班' });

    await demo.database.db.deleteFrom('childAttendance').where('childId', '=', child.id).execute();
    expect((await call('POST', '/javaApi/schoolYear/undoPromotion', { yearId })).code).toBe(200);
  });

  it('cannot be undone once a graduate’s card number was given to someone else', async () => {
    const cardNo = await graduateCard(fromYearId);
    const { yearId } = (await call('POST', '/javaApi/schoolYear/promote', { fromYearId, newYear })).data;
    const holder = await demo.database.db
      .selectFrom('child')
      .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
      .innerJoin('childGuardian', 'childGuardian.childId', 'child.id')
      .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
      .select(['child.id as studentId', 'guardian.phone'])
      .where('schoolClass.schoolYearId', '=', yearId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('pickupCard').select('pickupCard.id').whereRef('pickupCard.childId', '=', 'child.id').where('pickupCard.status', '=', 1))),
      )
      .executeTakeFirstOrThrow();
    expect((await call('POST', '/javaApi/studentCard/bindCard', { studentId: holder.studentId, phone: holder.phone, cardNo })).code).toBe(200);
    const refused = await call('POST', '/javaApi/schoolYear/undoPromotion', { yearId });
    expect(refused).toMatchObject({ code: ErrorCode.DELETE_RULE, message: `毕业幼儿的接送卡 ${cardNo} 已发给他人，不能撤销升班` });

    expect((await call('POST', '/javaApi/studentCard/unBindCardByCardNo', { cardNo })).code).toBe(200);
    expect((await call('POST', '/javaApi/schoolYear/undoPromotion', { yearId })).code).toBe(200);
  });

  it('cannot be undone once the new year has a class of its own', async () => {
    const { yearId } = (await call('POST', '/javaApi/schoolYear/promote', { fromYearId, newYear })).data;
    const gradeId = (await call('GET', `/javaApi/grade/getGradeListForManage?yearId=${yearId}`)).data[0].gradeId;
    await call('POST', '/javaApi/class/addClass', { yearId, gradeId, className: '新开班' });
    const refused = await call('POST', '/javaApi/schoolYear/undoPromotion', { yearId });
    expect(refused).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '新学年已新建班级「新开班」，请先删除该班级再撤销升班' });
  });
});

import { EnrolStatus, ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('new-student admission on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let yearId: number;
  let classId: number;
  let otherClassId: number;
  let phoneCounter = 13500000000;
  const nextPhone = () => String((phoneCounter += 1));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    const gradeId = (await t.call('POST', '/javaApi/grade/addGrade', { token: admin, body: { yearId, gradeName: '托班', gradeLevel: 1 } })).body.data.gradeId;
    classId = (await t.call('POST', '/javaApi/class/addClass', { token: admin, body: { yearId, gradeId, className: '托一班' } })).body.data.classId;
    otherClassId = (await t.call('POST', '/javaApi/class/addClass', { token: admin, body: { yearId, gradeId, className: '托二班' } })).body.data.classId;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, query: Record<string, unknown> = {}, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

  async function enrol(name: string, extra: Record<string, unknown> = {}) {
    const answer = await post('/api/NewStudentJoinSchool4/AddEnrolStudent', {
      StudentName: name, Sex: 2, Birthday: '2024-03-01', GradeLevel: 1, GuardianName: `${name}妈妈`, Phone: nextPhone(), RelationType: 2, ...extra,
    });
    expect(answer.body.ErrorMessage).toBe('');
    return answer.body.Data.EnrolId as number;
  }
  const waitingNames = async () =>
    (await get('/api/NewStudentJoinSchool4/GetStudentEnrolList', { pageSize: 200 })).body.Data.List.map((row: { StudentName: string }) => row.StudentName);
  const classRow = async (id: number) =>
    (await get('/api/NewStudentJoinSchool4/GetClassList', { yearId })).body.Data.find((row: { ClassId: number }) => row.ClassId === id);

  it('lists an enrolled student as waiting, filters the list, and refuses the same child twice', async () => {
    const enrolId = await enrol('新生甲', { EthnicId: 2, JoinDate: '2026-12-01' });
    const page = (await get('/api/NewStudentJoinSchool4/GetStudentEnrolList', { keyword: '新生甲' })).body.Data;
    expect(page).toEqual({
      Total: 1,
      List: [
        {
          EnrolId: enrolId, StudentName: '新生甲', Sex: 2, Birthday: '2024-03-01', EthnicId: 2, GradeLevel: 1, JoinDate: '2026-12-01',
          GuardianName: '新生甲妈妈', Phone: expect.any(String), RelationType: 2, Status: EnrolStatus.WAITING, ClassId: null, CreatedAt: expect.any(String),
        },
      ],
    });
    expect((await get('/api/NewStudentJoinSchool4/GetStudentEnrolList', { keyword: '新生甲', gradeLevel: 2 })).body.Data.Total).toBe(0);
    expect((await post('/api/NewStudentJoinSchool4/AddEnrolStudent', { StudentName: '新生甲', Sex: 2, Birthday: '2024-03-01', GuardianName: '某妈妈', Phone: nextPhone(), RelationType: 2 })).body.ErrorMessage).toBe(
      '入园名单中已有新生甲（2024-03-01）',
    );
  });

  it('places many students into a class to wait for confirmation, takes one back, and cleans the rest out', async () => {
    const ids = [await enrol('分班甲'), await enrol('分班乙'), await enrol('分班丙')];
    expect((await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: otherClassId, EnrolIds: ids })).body.Data).toEqual({ Count: 3 });
    expect(await waitingNames()).not.toContain('分班甲');
    expect(await classRow(otherClassId)).toMatchObject({ ClassName: '托二班', GradeName: '托班', ChildCount: 0, PlacedCount: 3 });
    const detail = (await get('/api/NewStudentJoinSchool4/GetClassDetail', { classId: otherClassId })).body.Data;
    expect(detail).toMatchObject({ ClassName: '托二班', YearName: '2026-2027学年', Children: [] });
    expect(detail.Placed.map((row: { StudentName: string; Status: number }) => [row.StudentName, row.Status])).toEqual([['分班甲', 1], ['分班乙', 1], ['分班丙', 1]]);

    expect((await get('/api/NewStudentJoinSchool4/RemoveStudentFromClass', { enrolId: ids[0] })).body.ResponseStatus).toBe(1);
    expect(await waitingNames()).toContain('分班甲');
    expect((await get('/api/NewStudentJoinSchool4/RemoveStudentFromClass', { enrolId: ids[0] })).body.ErrorMessage).toBe('分班甲不在任何班级的待确认名单中');
    expect((await get('/api/NewStudentJoinSchool4/EnrolToClassClean', { classId: otherClassId })).body.Data).toEqual({ Count: 2 });
    expect(await classRow(otherClassId)).toMatchObject({ PlacedCount: 0 });
    expect(await waitingNames()).toEqual(expect.arrayContaining(['分班甲', '分班乙', '分班丙']));
  });

  it('refuses to place a student who is not waiting', async () => {
    const id = await enrol('重复分班');
    await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: otherClassId, EnrolIds: [id] });
    expect((await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: classId, EnrolIds: [id] })).body.ErrorMessage).toBe('重复分班不在待分班名单中');
    await get('/api/NewStudentJoinSchool4/EnrolToClassClean', { classId: otherClassId });
  });

  it('confirms the class’s placements: children, guardians and class records are made, all at once', async () => {
    const siblingPhone = '13512345678';
    await post('/api/Student4/AddStudent', {
      StudentName: '在园哥哥', Sex: 1, Birthday: '2022-03-01', ClassId: otherClassId, Guardians: [{ GuardianName: '共同妈妈', Phone: siblingPhone, RelationType: 2 }],
    });
    const ids = [await enrol('入园甲', { JoinDate: '2026-09-15' }), await enrol('入园乙', { GuardianName: '共同妈妈', Phone: siblingPhone })];
    await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: classId, EnrolIds: ids.join(',') });
    const before = await classRow(classId);
    expect((await get('/api/NewStudentJoinSchool4/EnrolToClassConfirm', { classId })).body.Data).toEqual({ Count: 2 });
    expect(await classRow(classId)).toMatchObject({ ChildCount: before.ChildCount + 2, PlacedCount: 0 });
    const detail = (await get('/api/NewStudentJoinSchool4/GetClassDetail', { classId })).body.Data;
    expect(detail.Placed).toEqual([]);
    expect(detail.Children.map((row: { StudentName: string }) => row.StudentName)).toEqual(expect.arrayContaining(['入园甲', '入园乙']));

    const first = detail.Children.find((row: { StudentName: string }) => row.StudentName === '入园甲');
    const record = (await get('/api/Student4/GetStudentDetailInfo', { studentId: first.StudentId })).body.Data;
    expect(record).toMatchObject({ Status: 0, JoinDate: '2026-09-15', ClassName: '托一班', Guardians: [{ GuardianName: '入园甲妈妈', RelationType: 2, IsMain: true }] });
    expect(record.ClassHistory).toMatchObject([{ ClassName: '托一班', StartDate: '2026-09-15', EndDate: null }]);
    expect(await t.db.selectFrom('guardian').select('id').where('phone', '=', siblingPhone).execute()).toHaveLength(1);
    const admitted = await t.db.selectFrom('enrolment').select(['status', 'childId']).where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(admitted).toEqual({ status: EnrolStatus.ADMITTED, childId: first.StudentId });
    expect((await get('/api/NewStudentJoinSchool4/EnrolToClassConfirm', { classId })).body.ErrorMessage).toBe('班级没有待确认的新生');
  });

  it('confirms one placed student alone when named', async () => {
    const ids = [await enrol('单独甲'), await enrol('单独乙')];
    await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: otherClassId, EnrolIds: ids });
    expect((await get('/api/NewStudentJoinSchool4/EnrolToClassConfirm', { classId: otherClassId, enrolId: ids[1] })).body.Data).toEqual({ Count: 1 });
    expect((await get('/api/NewStudentJoinSchool4/GetClassDetail', { classId: otherClassId })).body.Data.Placed.map((row: { StudentName: string }) => row.StudentName)).toEqual(['单独甲']);
    expect((await get('/api/NewStudentJoinSchool4/EnrolToClassConfirm', { classId, enrolId: ids[0] })).body.ErrorMessage).toBe('该新生不在此班的待确认名单中');
  });

  it('deletes a waiting student from the list, and refuses one placed in a class', async () => {
    const waiting = await enrol('删除甲');
    expect((await get('/api/NewStudentJoinSchool4/DelEnrolStudent', { enrolId: waiting })).body.Data).toEqual({ Success: true });
    expect(await waitingNames()).not.toContain('删除甲');
    expect((await get('/api/NewStudentJoinSchool4/DelEnrolStudent', { enrolId: waiting })).body.ErrorMessage).toBe('新生不存在');
    const placed = await enrol('删除乙');
    await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: classId, EnrolIds: [placed] });
    expect((await get('/api/NewStudentJoinSchool4/DelEnrolStudent', { enrolId: placed })).body.ErrorMessage).toBe('删除乙已分入班级，请先退回入园名单');
    await get('/api/NewStudentJoinSchool4/EnrolToClassClean', { classId });
  });

  it.each([
    ['a birthday in the future', { Birthday: '2099-01-01' }, '出生日期不能晚于今天'],
    ['a phone that is not one', { Phone: '1380000' }, '参数 phone 请输入11位手机号'],
    ['a grade level outside 1-5', { GradeLevel: 6 }, '参数 gradeLevel 年级级别为1-5'],
  ])('refuses %s with 1000001', async (_case, change, message) => {
    const answer = await post('/api/NewStudentJoinSchool4/AddEnrolStudent', { StudentName: '错误新生', Sex: 1, Birthday: '2024-01-01', GuardianName: '家长', Phone: nextPhone(), RelationType: 1, ...change });
    expect(answer.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: message });
  });

  it('names the date a refusal is about, so that the form shows it under that field', async () => {
    const answer = await post('/api/NewStudentJoinSchool4/AddEnrolStudent', { StudentName: '早入新生', Sex: 1, Birthday: '2024-01-01', JoinDate: '2023-09-01', GuardianName: '家长', Phone: nextPhone(), RelationType: 1 });
    expect(answer.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '入园日期不能早于出生日期', ErrorField: 'JoinDate' });
  });

  it('keeps another school away from the school’s admission list and classes', async () => {
    const enrolId = await enrol('隐私新生');
    const refusals = [
      await get('/api/NewStudentJoinSchool4/DelEnrolStudent', { enrolId }, adminB),
      await get('/api/NewStudentJoinSchool4/GetClassDetail', { classId }, adminB),
      await post('/api/NewStudentJoinSchool4/AddStudentLstToClass', { ClassId: classId, EnrolIds: [enrolId] }, adminB),
      await get('/api/NewStudentJoinSchool4/EnrolToClassConfirm', { classId }, adminB),
      await get('/api/NewStudentJoinSchool4/RemoveStudentFromClass', { enrolId }, adminB),
      await get('/api/NewStudentJoinSchool4/EnrolToClassClean', { classId }, adminB),
    ];
    for (const refusal of refusals) expect(refusal.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringMatching(/不存在$/) });
    expect((await get('/api/NewStudentJoinSchool4/GetStudentEnrolList', {}, adminB)).body.Data).toEqual({ List: [], Total: 0 });
    expect((await get('/api/NewStudentJoinSchool4/GetClassList', { yearId }, adminB)).body.Data).toEqual([]);
    expect(await waitingNames()).toContain('隐私新生');
  });
});

import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('child records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let yearId: number;
  let classId: number;
  let otherClassId: number;
  let phoneCounter = 13900000000;
  const nextPhone = () => String((phoneCounter += 1));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    const gradeId = (await post('/javaApi/grade/addGrade', { yearId, gradeName: '小班', gradeLevel: 2 })).body.data.gradeId;
    classId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '小一班' })).body.data.classId;
    otherClassId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '小二班' })).body.data.classId;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, query: Record<string, unknown>, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const detail = async (studentId: number, token = admin) => (await get('/api/Student4/GetStudentDetailInfo', { studentId }, token)).body;

  async function addChild(name: string, extra: Record<string, unknown> = {}) {
    const answer = await post('/api/Student4/AddStudent', {
      StudentName: name,
      Sex: 1,
      Birthday: '2022-05-01',
      ClassId: classId,
      JoinDate: '2026-09-01',
      Guardians: [{ GuardianName: `${name}爸爸`, Phone: nextPhone(), RelationType: 1 }],
      ...extra,
    });
    expect(answer.body.ErrorMessage).toBe('');
    return answer.body.Data.StudentId as number;
  }

  describe('adding a child', () => {
    it('adds a child with two guardians, the first main, an open class record and no class-history gap', async () => {
      const [father, mother] = [nextPhone(), nextPhone()];
      const added = await post('/api/Student4/AddStudent', {
        StudentName: '王小明',
        Sex: 1,
        Birthday: '2022-05-01',
        EthnicId: 1,
        ClassId: classId,
        JoinDate: '2026-09-01',
        PhotoUrl: 'file:123',
        Guardians: [
          { GuardianName: '王大明', Phone: father, RelationType: 1 },
          { GuardianName: '李丽', Phone: mother, RelationType: 2 },
        ],
      });
      expect(added.body).toMatchObject({ ResponseStatus: 1, Data: { StudentId: expect.any(Number) } });
      const child = (await detail(added.body.Data.StudentId)).Data;
      expect(child).toMatchObject({
        StudentName: '王小明',
        Sex: 1,
        Birthday: '2022-05-01',
        EthnicId: 1,
        ClassName: '小一班',
        GradeName: '小班',
        Status: 0,
        JoinDate: '2026-09-01',
        PhotoUrl: 'file:123',
      });
      expect(child.Guardians).toEqual([
        expect.objectContaining({ GuardianName: '王大明', Phone: father, RelationType: 1, IsMain: true, Relieved: false, HasPassword: false, PhoneHistory: [] }),
        expect.objectContaining({ GuardianName: '李丽', Phone: mother, RelationType: 2, IsMain: false }),
      ]);
      expect(child.ClassHistory).toEqual([
        { ClassId: classId, ClassName: '小一班', GradeName: '小班', YearName: '2026-2027学年', StartDate: '2026-09-01', EndDate: null, EndReason: null, EndedByPromotion: false },
      ]);
      const list = (await get('/api/Student4/GetStudentList', { classId, keyword: '小明' })).body.Data;
      expect(list.List).toEqual([expect.objectContaining({ StudentName: '王小明', ClassName: '小一班', MainGuardianName: '王大明', MainGuardianPhone: father })]);
    });

    it('makes the guardian marked main the main one, and a guardian already on record is linked, not copied', async () => {
      const shared = nextPhone();
      const first = await addChild('张大宝', { Guardians: [{ GuardianName: '张爸爸', Phone: shared, RelationType: 1 }] });
      const second = await addChild('张二宝', {
        Guardians: [
          { GuardianName: '张妈妈', Phone: nextPhone(), RelationType: 2 },
          { GuardianName: '张爸爸', Phone: shared, RelationType: 1, IsMain: 1 },
        ],
      });
      const guardians = (await detail(second)).Data.Guardians;
      expect(guardians[0]).toMatchObject({ GuardianName: '张爸爸', IsMain: true });
      expect(guardians[0].GuardianId).toBe((await detail(first)).Data.Guardians[0].GuardianId);
      const rows = await t.db.selectFrom('guardian').select('id').where('phone', '=', shared).execute();
      expect(rows).toHaveLength(1);
    });

    it('warns of a child of the same name before adding, and not of the child itself', async () => {
      const studentId = await addChild('重名宝');
      const warned = await post('/api/Student4/IsRepeatName', { StudentName: '重名宝' });
      expect(warned.body.Data).toEqual({ IsRepeat: true, Students: [{ StudentId: studentId, StudentName: '重名宝', Birthday: '2022-05-01', ClassName: '小一班', Status: 0 }] });
      expect((await post('/api/Student4/IsRepeatName', { StudentName: '重名宝', StudentId: studentId })).body.Data.IsRepeat).toBe(false);
      expect((await post('/api/Student4/IsRepeatName', { StudentName: '独一宝' })).body.Data).toEqual({ IsRepeat: false, Students: [] });
    });

    it.each([
      ['a missing name', { StudentName: '' }, /StudentName|studentName/],
      ['no guardian', { Guardians: [] }, /请至少填写一位家长/],
      ['a phone that is not one', { Guardians: [{ GuardianName: '某家长', Phone: '123', RelationType: 1 }] }, /请输入11位手机号/],
      ['a relation outside 1-7', { Guardians: [{ GuardianName: '某家长', Phone: '13911112222', RelationType: 9 }] }, /关系为1-7/],
      ['an ethnic group outside 1-56', { EthnicId: 57 }, /民族为1-56/],
      ['a date that does not exist', { Birthday: '2022-02-30' }, /不是有效的日期/],
      ['a birthday in the future', { Birthday: '2099-01-01' }, /出生日期不能晚于今天/],
      ['a join date before birth', { JoinDate: '2021-01-01' }, /入园日期不能早于出生日期/],
      [
        'two main guardians',
        { Guardians: [{ GuardianName: '甲', Phone: '13911112221', RelationType: 1, IsMain: 1 }, { GuardianName: '乙', Phone: '13911112223', RelationType: 2, IsMain: 1 }] },
        /只能有一位主监护人/,
      ],
      [
        'one phone for two guardians',
        { Guardians: [{ GuardianName: '甲', Phone: '13911112221', RelationType: 1 }, { GuardianName: '乙', Phone: '13911112221', RelationType: 2 }] },
        /两位家长的手机号相同/,
      ],
    ])('refuses %s with 1000001', async (_case, change, message) => {
      const answer = await post('/api/Student4/AddStudent', {
        StudentName: '错误宝',
        Sex: 1,
        Birthday: '2022-05-01',
        ClassId: classId,
        Guardians: [{ GuardianName: '错误爸爸', Phone: '13911110000', RelationType: 1 }],
        ...change,
      });
      expect(answer.body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.INVALID_PARAMS });
      expect(answer.body.ErrorMessage).toMatch(message);
    });

    it('names the date a refusal is about, so that the form shows it under that field', async () => {
      const child = { StudentName: '日期宝', Sex: 1, Birthday: '2022-05-01', ClassId: classId, Guardians: [{ GuardianName: '日期爸爸', Phone: '13911110001', RelationType: 1 }] };
      expect((await post('/api/Student4/AddStudent', { ...child, Birthday: '2099-01-01' })).body).toMatchObject({ ErrorMessage: '出生日期不能晚于今天', ErrorField: 'Birthday' });
      expect((await post('/api/Student4/AddStudent', { ...child, JoinDate: '2021-01-01' })).body).toMatchObject({ ErrorMessage: '入园日期不能早于出生日期', ErrorField: 'JoinDate' });
    });

    it('refuses a phone on record under another guardian name, and a class of another school', async () => {
      const phone = nextPhone();
      await addChild('号码宝', { Guardians: [{ GuardianName: '原名家长', Phone: phone, RelationType: 1 }] });
      const clash = await post('/api/Student4/AddStudent', {
        StudentName: '冲突宝', Sex: 2, Birthday: '2022-05-01', ClassId: classId,
        Guardians: [{ GuardianName: '另一个名字', Phone: phone, RelationType: 2 }],
      });
      expect(clash.body.ErrorMessage).toBe(`手机号${phone}已登记为家长「原名家长」，请核对家长姓名`);
      const foreign = await post('/api/Student4/AddStudent', {
        StudentName: '越界宝', Sex: 2, Birthday: '2022-05-01', ClassId: classId,
        Guardians: [{ GuardianName: '越界家长', Phone: nextPhone(), RelationType: 2 }],
      }, adminB);
      expect(foreign.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '班级不存在' });
    });
  });

  describe('editing a child', () => {
    it('updates the basic info, the detail fields and the allergies (sent in the query)', async () => {
      const studentId = await addChild('编辑宝');
      expect((await post('/api/Student4/UpdateStudentInfo', { StudentId: studentId, StudentName: '编辑后宝', Sex: 2, EthnicId: 3 })).body.ResponseStatus).toBe(1);
      expect((await post('/api/Student4/UpdateStudentDetail', { StudentId: studentId, IdCardNo: '33010620220501123x', HomeAddress: '西湖区文三路1号' })).body.ResponseStatus).toBe(1);
      const allergy = await t.call('POST', '/api/Student4/UpdateStudentAllergic', {
        token: admin,
        query: { studentId: String(studentId), allergymedication: '青霉素', allergyfood: '花生、虾' },
        body: {},
      });
      expect(allergy.body.ResponseStatus).toBe(1);
      const info = (await get('/api/Student4/GetStudentInfo', { studentId })).body.Data;
      expect(info).toMatchObject({
        StudentName: '编辑后宝',
        Sex: 2,
        EthnicId: 3,
        IdCardNo: '33010620220501123X',
        HomeAddress: '西湖区文三路1号',
        AllergyMedication: '青霉素',
        AllergyFood: '花生、虾',
      });
      expect((await post('/api/Student4/UpdateStudentDetail', { StudentId: studentId, IdCardNo: '123' })).body.ErrorMessage).toMatch(/身份证号应为18位/);
      expect((await post('/api/Student4/UpdateStudentDetail', { StudentId: studentId, HomeAddress: '' })).body.ResponseStatus).toBe(1);
      expect((await get('/api/Student4/GetStudentInfo', { studentId })).body.Data.HomeAddress).toBeNull();
    });
  });

  describe('moving, leaving and graduating keep the record', () => {
    it('moves a child to another class: the old record ends as 转班, a new one opens', async () => {
      const studentId = await addChild('调班宝');
      const moved = await post('/api/Student4/JoinNewClass', { StudentId: studentId, NewYearId: yearId, NewClassId: otherClassId, JoinDate: '2026-10-08', UserId: 999 });
      expect(moved.body.ResponseStatus).toBe(1);
      const child = (await detail(studentId)).Data;
      expect(child).toMatchObject({ ClassId: otherClassId, ClassName: '小二班', Status: 0 });
      expect(child.ClassHistory).toMatchObject([
        { ClassName: '小二班', StartDate: '2026-10-08', EndDate: null, EndReason: null },
        { ClassName: '小一班', StartDate: '2026-09-01', EndDate: '2026-10-08', EndReason: 5 },
      ]);
    });

    it('refuses a move into the class the child is in, before its record began, or to a class of another year', async () => {
      const studentId = await addChild('不动宝');
      const into = (body: object) => post('/api/Student4/JoinNewClass', { StudentId: studentId, NewYearId: yearId, NewClassId: otherClassId, JoinDate: '2026-10-08', ...body });
      expect((await into({ NewClassId: classId })).body.ErrorMessage).toBe('不动宝已在小一班');
      expect((await into({ JoinDate: '2026-08-01' })).body.ErrorMessage).toBe('调班日期不能早于不动宝进入现班级的日期 2026-09-01');
      const otherYear = await t.make.pastSchoolYear(t.schools.schoolA);
      expect((await into({ NewYearId: otherYear })).body.ErrorMessage).toBe('班级不存在');
    });

    it('moves many children at once, or none when one of them cannot move', async () => {
      const first = await addChild('批量甲');
      const second = await addChild('批量乙');
      const gone = await addChild('已走宝');
      await post('/api/Student4/LeaveSchool', { StudentId: gone, LeaveDate: '2026-10-15', LeaveType: 1 });
      const refused = await post('/api/Student4/BatchJoinNewClass', { StudentIds: [first, second, gone], NewYearId: yearId, NewClassId: otherClassId, JoinDate: '2026-10-20' });
      expect(refused.body.ErrorMessage).toBe('已走宝已转学，不在园');
      expect((await detail(first)).Data.ClassId).toBe(classId);
      const moved = await post('/api/Student4/BatchJoinNewClass', { StudentIds: `${first},${second}`, NewYearId: yearId, NewClassId: otherClassId, JoinDate: '2026-10-20' });
      expect(moved.body.Data).toEqual({ Count: 2 });
      expect((await detail(second)).Data.ClassHistory).toHaveLength(2);
    });

    it('lets a child leave as 转学 or 退学: status, date and reason recorded, class record closed, nothing deleted', async () => {
      const studentId = await addChild('离园宝');
      const left = await post('/api/Student4/LeaveSchool', { StudentId: studentId, SchoolId: t.schools.schoolB, LeaveDate: '2026-10-31', LeaveReason: '随父母迁居' });
      expect(left.body.ResponseStatus).toBe(1);
      const child = (await detail(studentId)).Data;
      expect(child).toMatchObject({ Status: 3, LeaveDate: '2026-10-31', LeaveReason: '随父母迁居', ClassName: '小一班' });
      expect(child.ClassHistory[0]).toMatchObject({ EndDate: '2026-10-31', EndReason: 3 });
      expect((await get('/api/Student4/GetStudentList', { status: 3, keyword: '离园宝' })).body.Data.Total).toBe(1);
      expect((await get('/api/Student4/GetStudentList', { status: 0, keyword: '离园宝' })).body.Data.Total).toBe(0);
      expect((await get('/javaApi/class/getClassInfo', { classId })).body.data.children.map((row: { studentName: string }) => row.studentName)).not.toContain('离园宝');
      expect((await post('/api/Student4/LeaveSchool', { StudentId: studentId, LeaveDate: '2026-11-01' })).body.ErrorMessage).toBe('离园宝已退学，不在园');
    });

    it('refuses a leave date in the future or before the class record began, and a leave type that is not 1 or 3', async () => {
      const studentId = await addChild('日期宝');
      expect((await post('/api/Student4/LeaveSchool', { StudentId: studentId, LeaveDate: '2099-01-01' })).body.ErrorMessage).toBe('离园日期不能晚于今天');
      expect((await post('/api/Student4/LeaveSchool', { StudentId: studentId, LeaveDate: '2026-08-01' })).body.ErrorMessage).toBe('离园日期不能早于日期宝进入现班级的日期 2026-09-01');
      expect((await post('/api/Student4/LeaveSchool', { StudentId: studentId, LeaveDate: '2026-10-01', LeaveType: 2 })).body.ErrorMessage).toMatch(/离园类型为1（转学）或3（退学）/);
    });

    it('graduates one child and a batch, all or none', async () => {
      const one = await addChild('毕业甲');
      expect((await post('/api/Student4/Graduation', { StudentId: one, LeaveDate: '2026-11-01' })).body.Data).toEqual({ StudentId: one });
      expect((await detail(one)).Data).toMatchObject({ Status: 2, LeaveDate: '2026-11-01' });
      const [two, three] = [await addChild('毕业乙'), await addChild('毕业丙')];
      expect((await post('/api/Student4/BatchGraduation', { StudentIds: [two, three, one], LeaveDate: '2026-11-01' })).body.ErrorMessage).toBe('毕业甲已毕业，不在园');
      expect((await detail(two)).Data.Status).toBe(0);
      expect((await post('/api/Student4/BatchGraduation', { StudentIds: [two, three], LeaveDate: '2026-11-01' })).body.Data).toEqual({ Count: 2 });
      expect((await detail(three)).Data.ClassHistory[0]).toMatchObject({ EndDate: '2026-11-01', EndReason: 2 });
      const kept = await t.db.selectFrom('child').select('id').where('id', 'in', [one, two, three]).execute();
      expect(kept).toHaveLength(3);
    });
  });

  it('pages and filters the list by year, grade, class, status and name', async () => {
    const first = (await get('/api/Student4/GetStudentList', { yearId, pageIndex: 1, pageSize: 3 })).body.Data;
    const second = (await get('/api/Student4/GetStudentList', { yearId, pageIndex: 2, pageSize: 3 })).body.Data;
    expect(first.List).toHaveLength(3);
    expect(first.Total).toBe(second.Total);
    expect(second.List[0].StudentId).not.toBe(first.List[0].StudentId);
    const inOther = (await get('/api/Student4/GetStudentList', { classId: otherClassId, status: 0 })).body.Data;
    expect(inOther.List.every((row: { ClassName: string; Status: number }) => row.ClassName === '小二班' && row.Status === 0)).toBe(true);
  });

  it('keeps another school away from the school’s children', async () => {
    const studentId = await addChild('隐私宝');
    const refusals = [
      await get('/api/Student4/GetStudentInfo', { studentId }, adminB),
      await get('/api/Student4/GetStudentDetailInfo', { studentId }, adminB),
      await post('/api/Student4/UpdateStudentInfo', { StudentId: studentId, StudentName: '改名' }, adminB),
      await post('/api/Student4/UpdateStudentDetail', { StudentId: studentId, Remark: 'x' }, adminB),
      await t.call('POST', '/api/Student4/UpdateStudentAllergic', { token: adminB, query: { studentId: String(studentId), allergyfood: '蛋' }, body: {} }),
      await post('/api/Student4/LeaveSchool', { StudentId: studentId, LeaveDate: '2026-11-01' }, adminB),
      await post('/api/Student4/Graduation', { StudentId: studentId, LeaveDate: '2026-11-01' }, adminB),
      await post('/api/Student4/BatchGraduation', { StudentIds: [studentId], LeaveDate: '2026-11-01' }, adminB),
      await post('/api/Student4/BatchJoinNewClass', { StudentIds: [studentId], NewYearId: yearId, NewClassId: classId, JoinDate: '2026-11-01' }, adminB),
    ];
    for (const refusal of refusals) expect(refusal.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringMatching(/不存在/) });
    expect((await get('/api/Student4/GetStudentList', {}, adminB)).body.Data).toEqual({ List: [], Total: 0 });
    expect((await post('/api/Student4/IsRepeatName', { StudentName: '隐私宝' }, adminB)).body.Data.IsRepeat).toBe(false);
    expect((await get('/api/Student4/GetStudentInfo', { studentId })).body.Data.StudentName).toBe('隐私宝');
  });

  it('refuses the calls to a role without 幼儿管理', async () => {
    const role = await t.make.role(t.schools.schoolA, ['Home', 'ChildManage.CardManage']);
    await t.make.teacher(t.schools.schoolA, { phone: '13700000050', roleId: role });
    const token = await t.login('13700000050');
    expect((await get('/api/Student4/GetStudentList', {}, token)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });
});

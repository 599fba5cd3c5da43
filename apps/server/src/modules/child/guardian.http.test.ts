import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../core/password.js';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('guardians and pick-up people on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let classId: number;
  let phoneCounter = 13800000000;
  const nextPhone = () => String((phoneCounter += 1));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    const yearId = await t.make.schoolYear(t.schools.schoolA);
    const gradeId = (await post('/javaApi/grade/addGrade', { yearId, gradeName: '中班', gradeLevel: 3 })).body.data.gradeId;
    classId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '中一班' })).body.data.classId;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const guardiansOf = async (studentId: number) =>
    (await t.call('GET', '/api/Student4/GetStudentDetailInfo', { token: admin, query: { studentId: String(studentId) } })).body.Data.Guardians;
  const pickUpPeopleOf = async (studentId: number) =>
    (await t.call('GET', '/api/Student4/GetStudentDetailInfo', { token: admin, query: { studentId: String(studentId) } })).body.Data.PickUpPeople;

  /** A child with its main guardian; answers both ids and the phone. */
  async function childWithGuardian(name: string, phone = nextPhone(), guardianName = `${name}爸爸`) {
    const added = await post('/api/Student4/AddStudent', {
      StudentName: name, Sex: 2, Birthday: '2021-03-01', ClassId: classId, JoinDate: '2026-09-01',
      Guardians: [{ GuardianName: guardianName, Phone: phone, RelationType: 1 }],
    });
    const studentId = added.body.Data.StudentId as number;
    return { studentId, guardianId: (await guardiansOf(studentId))[0].GuardianId as number, phone };
  }

  describe('relations', () => {
    it('adds a new guardian, and links a guardian already on record by phone (a sibling’s parent)', async () => {
      const older = await childWithGuardian('姐姐');
      const younger = await childWithGuardian('妹妹');
      const added = await post('/api/Student4/AddRelation', { StudentId: younger.studentId, GuardianName: '姐姐爸爸', Phone: older.phone, RelationType: 1 });
      expect(added.body.Data).toEqual({ GuardianId: older.guardianId });
      const aunt = await post('/api/Student4/AddRelation', { StudentId: younger.studentId, GuardianName: '周阿姨', Phone: nextPhone(), RelationType: 7, RelationName: '姑姑' });
      expect(await guardiansOf(younger.studentId)).toMatchObject([
        { GuardianName: '妹妹爸爸', IsMain: true },
        { GuardianId: older.guardianId, RelationType: 1, IsMain: false },
        { GuardianId: aunt.body.Data.GuardianId, GuardianName: '周阿姨', RelationType: 7, RelationName: '姑姑' },
      ]);
    });

    it('makes a relation main when asked, leaving one main guardian', async () => {
      const child = await childWithGuardian('主监宝');
      const mother = (await post('/api/Student4/AddRelation', { StudentId: child.studentId, GuardianName: '主监妈妈', Phone: nextPhone(), RelationType: 2, IsMain: true })).body.Data.GuardianId;
      expect((await guardiansOf(child.studentId)).filter((guardian: { IsMain: boolean }) => guardian.IsMain)).toMatchObject([{ GuardianId: mother }]);
      await post('/api/Student4/SetMainRelation', { StudentId: child.studentId, GuardianId: child.guardianId });
      expect((await guardiansOf(child.studentId)).filter((guardian: { IsMain: boolean }) => guardian.IsMain)).toMatchObject([{ GuardianId: child.guardianId }]);
    });

    it('refuses a phone on record under another name, and a guardian the child already has', async () => {
      const child = await childWithGuardian('拒绝宝');
      expect((await post('/api/Student4/AddRelation', { StudentId: child.studentId, GuardianName: '别的名字', Phone: child.phone, RelationType: 2 })).body.ErrorMessage).toBe(
        `手机号${child.phone}已登记为家长「拒绝宝爸爸」，请核对家长姓名`,
      );
      expect((await post('/api/Student4/AddRelation', { StudentId: child.studentId, GuardianName: '拒绝宝爸爸', Phone: child.phone, RelationType: 1 })).body.ErrorMessage).toBe(
        '「拒绝宝爸爸」已是幼儿的家长',
      );
    });

    it('allows at most six guardians', async () => {
      const child = await childWithGuardian('六人宝');
      for (let index = 0; index < 5; index += 1) {
        expect((await post('/api/Student4/AddRelation', { StudentId: child.studentId, GuardianName: `亲属${index}`, Phone: nextPhone(), RelationType: 7 })).body.ResponseStatus).toBe(1);
      }
      expect((await post('/api/Student4/AddRelation', { StudentId: child.studentId, GuardianName: '第七位', Phone: nextPhone(), RelationType: 7 })).body.ErrorMessage).toBe('每个幼儿最多6位家长');
    });

    it('changes the relation type and the guardian’s name (for all the guardian’s children)', async () => {
      const first = await childWithGuardian('改名甲');
      const second = await childWithGuardian('改名乙');
      await post('/api/Student4/AddRelation', { StudentId: second.studentId, GuardianName: '改名甲爸爸', Phone: first.phone, RelationType: 1 });
      expect((await post('/api/Student4/UpdateRelation', { StudentId: first.studentId, GuardianId: first.guardianId, RelationType: 6 })).body.ResponseStatus).toBe(1);
      expect((await post('/api/Student4/UpdateRelationName', { GuardianId: first.guardianId, GuardianName: '新名字' })).body.ResponseStatus).toBe(1);
      expect((await guardiansOf(first.studentId))[0]).toMatchObject({ GuardianName: '新名字', RelationType: 6 });
      expect((await guardiansOf(second.studentId)).find((guardian: { GuardianId: number }) => guardian.GuardianId === first.guardianId)).toMatchObject({ GuardianName: '新名字', RelationType: 1 });
    });

    it('changes a phone and keeps the old number on record; refuses a number another guardian has', async () => {
      const child = await childWithGuardian('换号宝');
      const other = await childWithGuardian('他人宝');
      const newPhone = nextPhone();
      expect((await post('/api/Student4/UpdatePhone', { GuardianId: child.guardianId, Phone: newPhone })).body.ResponseStatus).toBe(1);
      const [guardian] = await guardiansOf(child.studentId);
      expect(guardian).toMatchObject({ Phone: newPhone, PhoneHistory: [{ OldPhone: child.phone, NewPhone: newPhone, ChangedAt: expect.any(String), TeacherName: '甲园长' }] });
      expect((await post('/api/Student4/UpdatePhone', { GuardianId: child.guardianId, Phone: other.phone })).body.ErrorMessage).toBe(`手机号${other.phone}已属于家长「他人宝爸爸」`);
      expect((await post('/api/Student4/UpdatePhone', { GuardianId: child.guardianId, Phone: newPhone })).body.ErrorMessage).toBe('新手机号与原手机号相同');
    });

    it('relieves a relation, keeping the guardian’s other children and the record, and restores it', async () => {
      const first = await childWithGuardian('解除甲');
      const second = await childWithGuardian('解除乙');
      await post('/api/Student4/AddRelation', { StudentId: second.studentId, GuardianName: '解除甲爸爸', Phone: first.phone, RelationType: 1 });
      expect((await post('/api/Student4/RelieveRelation', { StudentId: first.studentId, GuardianId: first.guardianId })).body.ErrorMessage).toBe(
        '主监护人不能解除关系，请先将其他家长设为主监护人',
      );
      const relieved = await post('/api/Student4/RelieveRelation', { StudentId: second.studentId, GuardianId: first.guardianId });
      expect(relieved.body.ResponseStatus).toBe(1);
      expect((await guardiansOf(second.studentId)).find((guardian: { GuardianId: number }) => guardian.GuardianId === first.guardianId)).toMatchObject({
        Relieved: true,
        RelievedAt: expect.any(String),
      });
      expect((await guardiansOf(first.studentId))[0]).toMatchObject({ GuardianId: first.guardianId, Relieved: false, IsMain: true });
      expect((await post('/api/Student4/RelieveRelation', { StudentId: second.studentId, GuardianId: first.guardianId })).body.ErrorMessage).toBe('家长关系不存在');
      expect((await post('/api/Student4/ReRelation', { StudentId: second.studentId, GuardianId: first.guardianId })).body.ResponseStatus).toBe(1);
      expect((await guardiansOf(second.studentId)).find((guardian: { GuardianId: number }) => guardian.GuardianId === first.guardianId)).toMatchObject({ Relieved: false });
      expect((await post('/api/Student4/ReRelation', { StudentId: second.studentId, GuardianId: first.guardianId })).body.ErrorMessage).toBe('已解除的家长关系不存在');
    });

    it('sets a guardian’s parent app password, hashed, and refuses a weak one', async () => {
      const child = await childWithGuardian('密码宝');
      expect((await post('/api/Student4/UpdateUserPwd', { GuardianId: child.guardianId, Password: 'short' })).body.ErrorMessage).toMatch(/密码至少8位/);
      expect((await post('/api/Student4/UpdateUserPwd', { GuardianId: child.guardianId, Password: 'Parent2026' })).body.ResponseStatus).toBe(1);
      const stored = await t.db.selectFrom('guardian').select('passwordHash').where('id', '=', child.guardianId).executeTakeFirstOrThrow();
      expect(stored.passwordHash).not.toContain('Parent2026');
      expect(await verifyPassword('Parent2026', stored.passwordHash!)).toBe(true);
      expect((await guardiansOf(child.studentId))[0].HasPassword).toBe(true);
    });
  });

  describe('pick-up people', () => {
    it('adds, changes and removes a pick-up person, separate from the guardians; the row stays on record', async () => {
      const child = await childWithGuardian('接送宝');
      const grandma = nextPhone();
      const added = await post('/api/Student4/AddPickUpPerson', {
        StudentId: child.studentId, Name: '刘奶奶', RelationType: 4, Phone: grandma, PhotoUrl: 'file:88', ValidFrom: '2026-09-01', ValidTo: '2027-07-31',
      });
      const pickUpPersonId = added.body.Data.PickUpPersonId;
      expect(await pickUpPeopleOf(child.studentId)).toEqual([
        { PickUpPersonId: pickUpPersonId, StudentId: child.studentId, Name: '刘奶奶', RelationType: 4, RelationName: null, Phone: grandma, PhotoUrl: 'file:88', ValidFrom: '2026-09-01', ValidTo: '2027-07-31', IsValid: true },
      ]);
      expect(await guardiansOf(child.studentId)).toHaveLength(1);
      expect((await post('/api/Student4/UpdatePickUpPerson', { PickUpPersonId: pickUpPersonId, ValidTo: '2026-10-01' })).body.ResponseStatus).toBe(1);
      expect((await pickUpPeopleOf(child.studentId))[0]).toMatchObject({ ValidTo: '2026-10-01', IsValid: false });
      expect((await post('/api/Student4/DelPickUpPerson', { PickUpPersonId: pickUpPersonId })).body.Data).toEqual({ Success: true });
      expect(await pickUpPeopleOf(child.studentId)).toEqual([]);
      const kept = await t.db.selectFrom('pickupPerson').select(['name', 'removedAt']).where('id', '=', pickUpPersonId).executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ name: '刘奶奶', removedAt: expect.any(String) });
    });

    it('refuses a guardian’s phone, a phone listed twice, dates the wrong way round, and a child no longer in school', async () => {
      const child = await childWithGuardian('拒接宝');
      const add = (body: object) => post('/api/Student4/AddPickUpPerson', { StudentId: child.studentId, Name: '王阿姨', RelationType: 7, Phone: nextPhone(), ...body });
      expect((await add({ Phone: child.phone })).body.ErrorMessage).toBe('该手机号是幼儿的家长，家长无需再登记为接送人');
      const phone = nextPhone();
      expect((await add({ Phone: phone })).body.ResponseStatus).toBe(1);
      expect((await add({ Phone: phone })).body.ErrorMessage).toBe('该手机号已是幼儿的接送人');
      expect((await add({ ValidFrom: '2027-01-01', ValidTo: '2026-01-01' })).body.ErrorMessage).toBe('有效期的开始日期不能晚于结束日期');
      await post('/api/Student4/LeaveSchool', { StudentId: child.studentId, LeaveDate: '2026-10-01' });
      expect((await add({})).body.ErrorMessage).toBe('拒接宝已不在园，不能登记接送人');
    });
  });

  it('keeps another school away from the school’s guardians and pick-up people', async () => {
    const child = await childWithGuardian('隐私家');
    const person = (await post('/api/Student4/AddPickUpPerson', { StudentId: child.studentId, Name: '隐私阿姨', RelationType: 7, Phone: nextPhone() })).body.Data.PickUpPersonId;
    const refusals = [
      await post('/api/Student4/AddRelation', { StudentId: child.studentId, GuardianName: '外人', Phone: nextPhone(), RelationType: 7 }, adminB),
      await post('/api/Student4/UpdateRelation', { StudentId: child.studentId, GuardianId: child.guardianId, RelationType: 2 }, adminB),
      await post('/api/Student4/UpdateRelationName', { GuardianId: child.guardianId, GuardianName: '外人' }, adminB),
      await post('/api/Student4/UpdatePhone', { GuardianId: child.guardianId, Phone: nextPhone() }, adminB),
      await post('/api/Student4/SetMainRelation', { StudentId: child.studentId, GuardianId: child.guardianId }, adminB),
      await post('/api/Student4/RelieveRelation', { StudentId: child.studentId, GuardianId: child.guardianId }, adminB),
      await post('/api/Student4/ReRelation', { StudentId: child.studentId, GuardianId: child.guardianId }, adminB),
      await post('/api/Student4/UpdateUserPwd', { GuardianId: child.guardianId, Password: 'Parent2026' }, adminB),
      await post('/api/Student4/AddPickUpPerson', { StudentId: child.studentId, Name: '外人', RelationType: 7, Phone: nextPhone() }, adminB),
      await post('/api/Student4/UpdatePickUpPerson', { PickUpPersonId: person, Name: '外人' }, adminB),
      await post('/api/Student4/DelPickUpPerson', { PickUpPersonId: person }, adminB),
    ];
    for (const refusal of refusals) expect(refusal.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: expect.stringMatching(/不存在$/) });
    expect((await guardiansOf(child.studentId))[0]).toMatchObject({ GuardianName: '隐私家爸爸', Phone: child.phone, HasPassword: false });
    expect(await pickUpPeopleOf(child.studentId)).toMatchObject([{ Name: '隐私阿姨' }]);
  });
});

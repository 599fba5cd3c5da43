import { CardHolderType, ErrorCode, StudentCardStatus } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('pickup cards on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let classId: number;
  let otherClassId: number;
  let phoneCounter = 13300000000;
  let cardCounter = 10000000;
  const nextPhone = () => String((phoneCounter += 1));
  const nextCard = () => String((cardCounter += 1));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    const yearId = await t.make.schoolYear(t.schools.schoolA);
    const gradeId = (await post('/javaApi/grade/addGrade', { yearId, gradeName: '大班', gradeLevel: 4 })).body.data.gradeId;
    classId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '大一班' })).body.data.classId;
    otherClassId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '大二班' })).body.data.classId;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, query: Record<string, unknown> = {}, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });

  /** A child in `inClass` with a father and a mother; answers their phones. */
  async function family(name: string, inClass = classId, fatherPhone = nextPhone(), fatherName = `${name}爸爸`) {
    const motherPhone = nextPhone();
    const added = await post('/api/Student4/AddStudent', {
      StudentName: name, Sex: 1, Birthday: '2021-06-01', ClassId: inClass, JoinDate: '2026-09-01',
      Guardians: [{ GuardianName: fatherName, Phone: fatherPhone, RelationType: 1 }, { GuardianName: `${name}妈妈`, Phone: motherPhone, RelationType: 2 }],
    });
    return { studentId: added.body.Data.StudentId as number, fatherPhone, motherPhone };
  }
  const rowsOf = async (query: Record<string, unknown>) => (await get('/javaApi/studentCard/getStudentCardList', { pageSize: 200, ...query })).body.data;
  const bind = (studentId: number, phone: string, cardNo: string, token = admin) => post('/javaApi/studentCard/bindCard', { studentId, phone, cardNo }, token);

  describe('binding', () => {
    it('lists each guardian of a child as 未发卡, binds a card by phone, and then lists it as 正常', async () => {
      const child = await family('发卡宝');
      const before = await rowsOf({ searchContent: '发卡宝' });
      expect(before.list.map((row: { holderName: string; status: number }) => [row.holderName, row.status])).toEqual([
        ['发卡宝爸爸', StudentCardStatus.NOT_ISSUED],
        ['发卡宝妈妈', StudentCardStatus.NOT_ISSUED],
      ]);
      const cardNo = nextCard();
      const bound = await bind(child.studentId, child.fatherPhone, cardNo);
      expect(bound.body).toMatchObject({ code: 200, data: { cardId: expect.any(Number) } });
      const after = await rowsOf({ searchContent: '发卡宝', status: StudentCardStatus.NORMAL });
      expect(after).toEqual({
        total: 1,
        list: [
          {
            studentId: child.studentId, studentName: '发卡宝', classId, className: '大一班', holderType: CardHolderType.GUARDIAN, holderId: expect.any(Number),
            holderName: '发卡宝爸爸', phone: child.fatherPhone, relationType: 1, relationName: null, status: StudentCardStatus.NORMAL,
            cardId: bound.body.data.cardId, cardNo, boundAt: expect.any(String),
          },
        ],
      });
      expect((await rowsOf({ cardNo })).list).toHaveLength(1);
      expect((await get('/api/StudentCard/GetCardStatus', { cardNo })).body.Data).toEqual({ CardNo: cardNo, Status: 1, StatusName: '正常' });
      expect((await get('/api/StudentCard/GetCardStatus', { cardNo: 'ABCD9999' })).body.Data).toEqual({ CardNo: 'ABCD9999', Status: 2, StatusName: '未发卡' });
    });

    it('reads a card: its holder and the children they may collect, a sibling included', async () => {
      const sharedPhone = nextPhone();
      const older = await family('哥哥', classId, sharedPhone);
      const younger = await family('弟弟', otherClassId, sharedPhone, '哥哥爸爸');
      const cardNo = 'a1b2c3d4';
      expect((await bind(older.studentId, sharedPhone, cardNo)).body.code).toBe(200);
      expect((await bind(younger.studentId, sharedPhone, cardNo)).body.code).toBe(200);
      const owner = (await get('/api/StudentCard/GetStudentCardByCardNo', { cardNo: 'A1B2C3D4' })).body.Data;
      expect(owner).toEqual({
        CardNo: 'A1B2C3D4', Status: 1, HolderType: 1, HolderName: '哥哥爸爸', Phone: sharedPhone, PhotoUrl: null,
        Children: [
          { StudentId: older.studentId, StudentName: '哥哥', ClassName: '大一班', RelationType: 1, RelationName: null, CanPickUp: true },
          { StudentId: younger.studentId, StudentName: '弟弟', ClassName: '大二班', RelationType: 1, RelationName: null, CanPickUp: true },
        ],
      });
    });

    it('gives a card number to one person at a time, and one card per person and child', async () => {
      const first = await family('一卡甲');
      const second = await family('一卡乙');
      const cardNo = nextCard();
      await bind(first.studentId, first.fatherPhone, cardNo);
      expect((await bind(second.studentId, second.fatherPhone, cardNo)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: `卡号${cardNo}已发给一卡甲爸爸（一卡甲），请先解绑` });
      expect((await bind(first.studentId, first.motherPhone, cardNo)).body.message).toBe(`卡号${cardNo}已发给一卡甲爸爸（一卡甲），请先解绑`);
      expect((await bind(first.studentId, first.fatherPhone, nextCard())).body.message).toBe(`一卡甲爸爸（一卡甲）已持有接送卡${cardNo}，请先解绑或补卡`);
    });

    it('tells whether a phone belongs to a child’s guardian or pick-up person, and refuses to bind any other', async () => {
      const child = await family('关联宝');
      const stranger = nextPhone();
      const related = await post('/api/StudentCard/IsRelatedByPhone', { StudentId: child.studentId, Phone: child.motherPhone });
      expect(related.body.Data).toMatchObject({ IsRelated: true, HolderType: 1, Name: '关联宝妈妈', RelationType: 2, IsValid: true });
      expect((await post('/javaApi/studentCard/isRelatedByPhone', { studentId: child.studentId, phone: stranger })).body.data).toEqual({
        isRelated: false, holderType: null, holderId: null, name: null, relationType: null, isValid: false,
      });
      expect((await bind(child.studentId, stranger, nextCard())).body.message).toBe(`${stranger}不是关联宝的家长或接送人，请先添加接送人`);
    });

    it('adds a pick-up person with a card in one step, and refuses a guardian’s phone there', async () => {
      const child = await family('新增宝');
      const grandpa = nextPhone();
      const cardNo = nextCard();
      const added = await post('/api/StudentCard/AddCardUser', {
        StudentId: child.studentId, Name: '赵爷爷', RelationType: 3, Phone: grandpa, ValidFrom: '2026-09-01', ValidTo: '2027-07-31', CardNo: cardNo, PhotoUrl: 'file:9',
      });
      expect(added.body.ResponseStatus).toBe(1);
      const owner = (await get('/javaApi/studentCard/getStudentCardByCardNo', { cardNo })).body.data;
      expect(owner).toMatchObject({ holderType: CardHolderType.PICK_UP_PERSON, holderName: '赵爷爷', photoUrl: 'file:9', children: [{ studentName: '新增宝', relationType: 3, canPickUp: true }] });
      const refused = await post('/api/StudentCard/AddCardUser', { StudentId: child.studentId, Name: '新增宝妈妈', RelationType: 2, Phone: child.motherPhone, CardNo: nextCard() });
      expect(refused.body.ErrorMessage).toBe('该手机号是幼儿的家长，家长无需再登记为接送人');
      const taken = await post('/api/StudentCard/AddCardUser', { StudentId: child.studentId, Name: '孙奶奶', RelationType: 4, Phone: nextPhone(), CardNo: cardNo });
      expect(taken.body.ErrorMessage).toBe(`卡号${cardNo}已发给赵爷爷（新增宝），请先解绑`);
      expect((await get('/api/Student4/GetStudentDetailInfo', { studentId: child.studentId })).body.Data.PickUpPeople.map((person: { Name: string }) => person.Name)).toEqual(['赵爷爷']);
    });

    it('does not bind a card to a pick-up person outside their dates, and a swipe after them does not collect', async () => {
      const child = await family('期限宝');
      const phone = nextPhone();
      await post('/api/Student4/AddPickUpPerson', { StudentId: child.studentId, Name: '短期阿姨', RelationType: 7, Phone: phone, ValidTo: '2026-10-01' });
      expect((await bind(child.studentId, phone, nextCard())).body.message).toBe('接送人短期阿姨不在授权有效期内');
      const later = nextPhone();
      const cardNo = nextCard();
      const person = (await post('/api/Student4/AddPickUpPerson', { StudentId: child.studentId, Name: '长期阿姨', RelationType: 7, Phone: later })).body.Data.PickUpPersonId;
      await bind(child.studentId, later, cardNo);
      await post('/api/Student4/UpdatePickUpPerson', { PickUpPersonId: person, ValidTo: '2026-10-01' });
      expect((await get('/javaApi/studentCard/getStudentCardByCardNo', { cardNo })).body.data.children).toMatchObject([{ studentName: '期限宝', canPickUp: false }]);
    });

    it('refuses a card number that is not 4-32 letters or digits with 1000001', async () => {
      const child = await family('卡号宝');
      expect((await bind(child.studentId, child.fatherPhone, '12-34')).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 cardNo 卡号为4-32位数字或字母' });
    });
  });

  describe('unbinding', () => {
    it('cancels a card: 已注销 in the list with its last number, and the number is free again', async () => {
      const child = await family('注销宝');
      const cardNo = nextCard();
      const cardId = (await bind(child.studentId, child.fatherPhone, cardNo)).body.data.cardId;
      expect((await post('/api/StudentCard/UnBindStudentCard', { CardId: cardId })).body.Data).toEqual({ CardId: cardId });
      expect((await rowsOf({ searchContent: '注销宝爸爸' })).list).toMatchObject([{ status: StudentCardStatus.CANCELLED, cardId, cardNo }]);
      expect((await get('/javaApi/studentCard/getCardStatus', { cardNo })).body.data).toEqual({ cardNo, status: 0, statusName: '已注销' });
      expect((await get('/javaApi/studentCard/getStudentCardByCardNo', { cardNo })).body.data).toMatchObject({ status: 0, holderName: null, children: [] });
      expect((await post('/javaApi/studentCard/unBindCard', { cardId })).body.message).toBe(`卡号${cardNo}已注销`);
      expect((await bind(child.studentId, child.motherPhone, cardNo)).body.code).toBe(200);
    });

    it('cancels every card holding a number by the number', async () => {
      const sharedPhone = nextPhone();
      const [first, second] = [await family('按号甲', classId, sharedPhone), await family('按号乙', classId, sharedPhone, '按号甲爸爸')];
      const cardNo = nextCard();
      await bind(first.studentId, sharedPhone, cardNo);
      await bind(second.studentId, sharedPhone, cardNo);
      expect((await post('/api/StudentCard/UnBindStudentCardByCardNo', { CardNo: cardNo })).body.Data).toEqual({ Count: 2 });
      expect((await post('/api/StudentCard/UnBindStudentCardByCardNo', { CardNo: cardNo })).body.ErrorMessage).toBe(`卡号${cardNo}没有绑定`);
    });

    it('replaces a lost card: the old one cancelled, the same holder gets the new number', async () => {
      const child = await family('补卡宝');
      const [oldNo, newNo] = [nextCard(), nextCard()];
      const cardId = (await bind(child.studentId, child.motherPhone, oldNo)).body.data.cardId;
      expect((await post('/javaApi/studentCard/resetCard', { cardId, newCardNo: oldNo })).body.message).toBe('新卡号与原卡号相同');
      const reset = await post('/javaApi/studentCard/resetCard', { cardId, newCardNo: newNo });
      expect(reset.body.data.cardId).not.toBe(cardId);
      expect((await get('/javaApi/studentCard/getCardStatus', { cardNo: oldNo })).body.data.status).toBe(StudentCardStatus.CANCELLED);
      expect((await get('/javaApi/studentCard/getStudentCardByCardNo', { cardNo: newNo })).body.data).toMatchObject({ holderName: '补卡宝妈妈', status: 1 });
    });

    it('stops a child’s cards when the child leaves, a guardian relation is relieved, or a pick-up person is removed', async () => {
      const leaving = await family('离园卡');
      const leavingCard = nextCard();
      await bind(leaving.studentId, leaving.fatherPhone, leavingCard);
      await post('/api/Student4/LeaveSchool', { StudentId: leaving.studentId, LeaveDate: '2026-10-30', LeaveType: 1 });
      expect((await get('/javaApi/studentCard/getCardStatus', { cardNo: leavingCard })).body.data.status).toBe(StudentCardStatus.CANCELLED);

      const staying = await family('留园卡');
      const motherCard = nextCard();
      await bind(staying.studentId, staying.motherPhone, motherCard);
      const mother = (await post('/api/StudentCard/IsRelatedByPhone', { StudentId: staying.studentId, Phone: staying.motherPhone })).body.Data.HolderId;
      await post('/api/Student4/RelieveRelation', { StudentId: staying.studentId, GuardianId: mother });
      expect((await get('/javaApi/studentCard/getCardStatus', { cardNo: motherCard })).body.data.status).toBe(StudentCardStatus.CANCELLED);

      const helperCard = nextCard();
      await post('/api/StudentCard/AddCardUser', { StudentId: staying.studentId, Name: '钱阿姨', RelationType: 7, Phone: nextPhone(), CardNo: helperCard });
      const helper = (await get('/api/Student4/GetStudentDetailInfo', { studentId: staying.studentId })).body.Data.PickUpPeople[0].PickUpPersonId;
      await post('/api/Student4/DelPickUpPerson', { PickUpPersonId: helper });
      expect((await get('/javaApi/studentCard/getCardStatus', { cardNo: helperCard })).body.data.status).toBe(StudentCardStatus.CANCELLED);
      expect((await rowsOf({ searchContent: '留园卡' })).list.map((row: { holderName: string }) => row.holderName)).toEqual(['留园卡爸爸']);
    });
  });

  describe('issuing for a class', () => {
    it('issues the cards of a class at once, or none when one of them is wrong', async () => {
      const [first, second] = [await family('批发甲', otherClassId), await family('批发乙', otherClassId)];
      const elsewhere = await family('别班宝', classId);
      const good = [
        { studentId: first.studentId, phone: first.fatherPhone, cardNo: nextCard() },
        { studentId: second.studentId, phone: second.motherPhone, cardNo: nextCard() },
      ];
      const batch = (cards: object[]) => post('/javaApi/studentCard/batchBindCard', { classId: otherClassId, cards });
      expect((await batch([...good, { studentId: elsewhere.studentId, phone: elsewhere.fatherPhone, cardNo: nextCard() }])).body.message).toBe('别班宝不在大二班');
      expect((await batch([...good, { studentId: first.studentId, phone: first.motherPhone, cardNo: good[0]!.cardNo }])).body.message).toBe(`卡号${good[0]!.cardNo}在本次发卡中发给了两个人`);
      expect((await batch([...good, { ...good[0]!, cardNo: nextCard() }])).body.message).toBe('批发甲爸爸（批发甲）在本次发卡中出现了两次');
      expect((await rowsOf({ classId: otherClassId, searchContent: '批发', status: StudentCardStatus.NORMAL })).total).toBe(0);
      expect((await batch(good)).body.data).toEqual({ count: 2 });
      expect((await rowsOf({ classId: otherClassId, searchContent: '批发', status: StudentCardStatus.NORMAL })).total).toBe(2);
    });
  });

  describe('card issuing records', () => {
    it('lists paid applications and marks one issued, binding its card to the applicant', async () => {
      const child = await family('申请宝');
      const applyId = await t.make.cardApplication(t.schools.schoolA, child.studentId, { name: '申请宝妈妈', phone: child.motherPhone, relationType: 2, paidAt: '2026-11-10T03:00:00.000Z', amountFen: 1500 });
      const listed = (await get('/javaApi/studentCard/getPayListForApplyCard', { searchContent: '申请宝' })).body.data;
      expect(listed).toEqual({
        total: 1,
        list: [
          {
            applyId, studentId: child.studentId, studentName: '申请宝', className: '大一班', applicantName: '申请宝妈妈', phone: child.motherPhone, relationType: 2,
            amount: 15, orderNo: expect.any(String), paidAt: '2026-11-10T03:00:00.000Z', isIssued: false, issuedAt: null, issuedByName: null, cardNo: null,
          },
        ],
      });
      const cardNo = nextCard();
      expect((await post('/javaApi/studentCard/setIssuedForApplyCard', { applyId, cardNo })).body.data).toEqual({ applyId });
      expect((await get('/api/StudentCard/GetPayListForApplyCard', { searchContent: '申请宝', isIssued: 1 })).body.Data.List).toMatchObject([{ IsIssued: true, IssuedByName: '甲园长', CardNo: cardNo }]);
      expect((await get('/javaApi/studentCard/getStudentCardByCardNo', { cardNo })).body.data).toMatchObject({ holderName: '申请宝妈妈', status: 1 });
      expect((await post('/javaApi/studentCard/setIssuedForApplyCard', { applyId })).body.message).toBe('该申请已发卡');
    });

    it('filters by school day, in China time', async () => {
      const child = await family('日期申请');
      // 2026-11-11 23:30 in China is still 11 November there.
      await t.make.cardApplication(t.schools.schoolA, child.studentId, { name: '日期申请爸爸', phone: child.fatherPhone, paidAt: '2026-11-11T15:30:00.000Z' });
      const on = (startDate: string, endDate: string) => get('/javaApi/studentCard/getPayListForApplyCard', { searchContent: '日期申请', startDate, endDate });
      expect((await on('2026-11-11', '2026-11-11')).body.data.total).toBe(1);
      expect((await on('2026-11-12', '2026-11-12')).body.data.total).toBe(0);
    });

    it('leaves an application open when its card cannot be bound', async () => {
      const child = await family('失败申请');
      const applyId = await t.make.cardApplication(t.schools.schoolA, child.studentId, { name: '陌生人', phone: nextPhone() });
      expect((await post('/javaApi/studentCard/setIssuedForApplyCard', { applyId, cardNo: nextCard() })).body.message).toMatch(/不是失败申请的家长或接送人/);
      expect((await get('/javaApi/studentCard/getPayListForApplyCard', { searchContent: '失败申请' })).body.data.list[0].isIssued).toBe(false);
    });
  });

  it('keeps another school away from the school’s cards, children and applications', async () => {
    const child = await family('隐私卡');
    const cardNo = nextCard();
    const cardId = (await bind(child.studentId, child.fatherPhone, cardNo)).body.data.cardId;
    const applyId = await t.make.cardApplication(t.schools.schoolA, child.studentId, { name: '隐私卡爸爸', phone: child.fatherPhone });
    const refusals = [
      await bind(child.studentId, child.fatherPhone, nextCard(), adminB),
      await post('/javaApi/studentCard/isRelatedByPhone', { studentId: child.studentId, phone: child.fatherPhone }, adminB),
      await post('/javaApi/studentCard/addCardUser', { studentId: child.studentId, name: '外人', relationType: 7, phone: nextPhone(), cardNo: nextCard() }, adminB),
      await post('/javaApi/studentCard/unBindCard', { cardId }, adminB),
      await post('/javaApi/studentCard/resetCard', { cardId, newCardNo: nextCard() }, adminB),
      await post('/javaApi/studentCard/batchBindCard', { classId, cards: [{ studentId: child.studentId, phone: child.fatherPhone, cardNo: nextCard() }] }, adminB),
      await post('/javaApi/studentCard/setIssuedForApplyCard', { applyId }, adminB),
    ];
    for (const refusal of refusals) expect(refusal.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringMatching(/不存在$/) });
    expect((await post('/javaApi/studentCard/unBindCardByCardNo', { cardNo }, adminB)).body.message).toBe(`卡号${cardNo}没有绑定`);
    expect((await get('/javaApi/studentCard/getStudentCardByCardNo', { cardNo }, adminB)).body.data).toMatchObject({ status: StudentCardStatus.NOT_ISSUED, children: [] });
    expect((await get('/javaApi/studentCard/getStudentCardList', {}, adminB)).body.data).toEqual({ list: [], total: 0 });
    expect((await get('/javaApi/studentCard/getPayListForApplyCard', {}, adminB)).body.data).toEqual({ list: [], total: 0 });
    expect((await get('/javaApi/studentCard/getCardStatus', { cardNo })).body.data.status).toBe(StudentCardStatus.NORMAL);
  });

  it('refuses the card calls to a role with child records only', async () => {
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await get('/javaApi/studentCard/getStudentCardList', {}, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await get('/javaApi/studentCard/getPayListForApplyCard', {}, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});

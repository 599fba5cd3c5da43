import { ErrorCode, UPLOAD_APP_HEADER } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { samplePng } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Friday 20 November 2026, 10:00 in China. */
const NOW = Date.parse('2026-11-20T02:00:00Z');
const TODAY = '2026-11-20';
const TOMORROW = '2026-11-21';
const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30' };

const MOOD = '/api/Teacher4/AddMood';
const RECORD = '/api/Teacher4/AddOrUpdateRecord';
const OBSERVE = '/api/Teacher4/AddCourseObserve';
const GOAL_REMARK = '/api/Teacher4/UpdateActivityGoalObsRemark';
const EXPORT = '/api/Student4/ExportRecord';
const GROWTH = '/javaApi/student/getStudentGrowthRecords';

/**
 * 小一班 (王小明, 李小红) and 小二班 (张小刚) of school A's current year, each with a teacher whose role
 * grants only 首页: what they may write comes from teaching the class. School A's administrator may
 * write about any class; school B's sees none of it.
 */
describe.each(testDialects)('child growth records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let teacherOne: string;
  let teacherTwo: string;
  let teacherOneId: number;
  let classOne: number;
  let classTwo: number;
  let wang: number;
  let li: number;
  let zhang: number;
  let childB: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance((NOW - t.clock.now().getTime()) / 1000);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    const { schoolA, schoolB } = t.schools;
    const yearId = await t.make.schoolYear(schoolA);
    ({ classId: classOne, childId: wang } = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明'));
    li = await t.make.childInClass(schoolA, classOne, '李小红');
    ({ classId: classTwo, childId: zhang } = await t.make.classWithChild(schoolA, yearId, '小二班', '张小刚'));
    childB = (await t.make.classWithChild(schoolB, await t.make.schoolYear(schoolB), '大一班', '赵小乙')).childId;

    const homeOnly = await t.make.role(schoolA, ['Home'], '班级教师');
    teacherOneId = await t.make.teacher(schoolA, { phone: '13700000011', roleId: homeOnly, name: '周老师' });
    const teacherTwoId = await t.make.teacher(schoolA, { phone: '13700000012', roleId: homeOnly, name: '吴老师' });
    await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId: classOne, teachers: [{ teacherId: teacherOneId, position: 1 }] } });
    await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId: classTwo, teachers: [{ teacherId: teacherTwoId, position: 1 }] } });
    teacherOne = await t.login('13700000011');
    teacherTwo = await t.login('13700000012');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token?: string) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const growth = async (studentId: number, range = NOVEMBER, token = admin) =>
    (await t.call('GET', GROWTH, { token, query: { studentId: String(studentId), ...range } })).body;
  const moodsOf = (classId: number, date: string, moods: object[]) => ({ ClassId: classId, Date: date, Moods: moods });

  /** A one-chunk photo upload by school A's administrator; answers the file id. */
  async function uploadPhoto(kind: string, token = admin): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samplePng(2048))]), 'photo.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: kind, offset: '0', isLast: '1' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token },
      payload: form,
    });
    const answer = response.json();
    expect(answer.ErrorMessage).toBe('');
    return answer.Data.FileId as number;
  }

  describe('在园心情 (AddMood)', () => {
    it('records the class’s moods of a day, and a second call for the day replaces a child’s', async () => {
      const first = await post(MOOD, moodsOf(classOne, '2026-11-18', [{ StudentId: wang, Mood: 1 }, { StudentId: li, Mood: 3, Remark: '午睡时想妈妈' }]), teacherOne);
      expect(first.body).toMatchObject({ ResponseStatus: 1, Data: { SavedCount: 2 } });
      await post(MOOD, moodsOf(classOne, '2026-11-19', [{ StudentId: li, Mood: 2 }]), teacherOne);
      expect((await post(MOOD, moodsOf(classOne, '2026-11-19', [{ StudentId: li, Mood: 1, Remark: '  ' }]), admin)).body.ResponseStatus).toBe(1);

      const moods = (await growth(li)).data.moods;
      expect(moods).toEqual({
        recordedDays: 2,
        counts: [
          { mood: 1, days: 1 },
          { mood: 2, days: 0 },
          { mood: 3, days: 1 },
          { mood: 4, days: 0 },
          { mood: 5, days: 0 },
        ],
        remarkedDays: [{ date: '2026-11-18', mood: 3, remark: '午睡时想妈妈', teacherName: '周老师' }],
      });
      expect((await growth(li, { startDate: '2026-11-19', endDate: '2026-11-19' })).data.moods.recordedDays).toBe(1);
    });

    it('refuses a teacher of another class, and nobody without a session', async () => {
      const refused = await post(MOOD, moodsOf(classOne, TODAY, [{ StudentId: wang, Mood: 1 }]), teacherTwo);
      expect(refused.body).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您不是小一班本学年的教师，不能记录该班幼儿' });
      expect((await post(MOOD, moodsOf(classOne, TODAY, [{ StudentId: wang, Mood: 1 }]))).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    });

    it('refuses a child of another class, a future day, a mood out of the list and another school’s class', async () => {
      const stranger = await post(MOOD, moodsOf(classOne, TODAY, [{ StudentId: wang, Mood: 1 }, { StudentId: zhang, Mood: 2 }]), teacherOne);
      expect(stranger.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '张小刚现在不在小一班' });
      expect((await post(MOOD, moodsOf(classOne, TOMORROW, [{ StudentId: wang, Mood: 1 }]), teacherOne)).body.ErrorMessage).toBe('心情日期不能晚于今天');
      expect((await post(MOOD, moodsOf(classOne, TODAY, [{ StudentId: wang, Mood: 6 }]), teacherOne)).body).toMatchObject({
        ErrorCode: ErrorCode.INVALID_PARAMS,
        ErrorMessage: expect.stringContaining('心情为1（开心）'),
      });
      expect((await post(MOOD, moodsOf(classOne, TODAY, []), teacherOne)).body.ErrorMessage).toContain('请至少填写一名幼儿的心情');
      expect((await post(MOOD, moodsOf(classOne, TODAY, [{ StudentId: wang, Mood: 1 }]), adminB)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '班级不存在' });
      expect((await growth(wang, { startDate: TODAY, endDate: TODAY })).data.moods.recordedDays).toBe(0);
    });

    it('refuses a teacher of the class in a past school year', async () => {
      const pastYear = await t.make.pastSchoolYear(t.schools.schoolA);
      const past = await t.make.classWithChild(t.schools.schoolA, pastYear, '往届小一班', '钱小往');
      await t.call('POST', '/javaApi/class/setClassTeachers', { token: admin, body: { classId: past.classId, teachers: [{ teacherId: teacherOneId, position: 1 }] } });
      const refused = await post(MOOD, moodsOf(past.classId, TODAY, [{ StudentId: past.childId, Mood: 1 }]), teacherOne);
      expect(refused.body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    });
  });

  describe('成长记录 (AddOrUpdateRecord)', () => {
    it('adds a record about two children with photos, and its author updates it', async () => {
      const photos = [await uploadPhoto('GrowthRecordPhoto', teacherOne), await uploadPhoto('GrowthRecordPhoto', teacherOne)];
      const added = await post(RECORD, { ClassId: classOne, StudentIds: [wang, li], Field: 2, Content: '能完整地讲述《小熊请客》的故事', RecordDate: '2026-11-17', PhotoIds: photos }, teacherOne);
      expect(added.body).toMatchObject({ ResponseStatus: 1, Data: { RecordId: expect.any(Number) } });
      const recordId = added.body.Data.RecordId;
      expect((await growth(li)).data.records).toEqual([
        {
          recordId,
          className: '小一班',
          field: 2,
          content: '能完整地讲述《小熊请客》的故事',
          recordDate: '2026-11-17',
          photoIds: photos,
          teacherId: teacherOneId,
          teacherName: '周老师',
          students: [
            { studentId: wang, studentName: '王小明' },
            { studentId: li, studentName: '李小红' },
          ],
        },
      ]);

      const updated = await post(RECORD, { RecordId: recordId, ClassId: classOne, StudentIds: [wang], Field: 5, Content: '用彩泥捏出了小熊', RecordDate: '2026-11-18', PhotoIds: [photos[1]] }, teacherOne);
      expect(updated.body.Data).toEqual({ RecordId: recordId });
      expect((await growth(li)).data.records).toEqual([]);
      expect((await growth(wang)).data.records).toEqual([
        expect.objectContaining({ recordId, field: 5, content: '用彩泥捏出了小熊', recordDate: '2026-11-18', photoIds: [photos[1]], students: [{ studentId: wang, studentName: '王小明' }] }),
      ]);
    });

    it('lets only the author update a record, and not another school’s', async () => {
      const recordId = (await post(RECORD, { ClassId: classTwo, StudentIds: [zhang], Field: 1, Content: '自己穿好了外套', RecordDate: TODAY }, admin)).body.Data.RecordId;
      const change = { RecordId: recordId, ClassId: classTwo, StudentIds: [zhang], Field: 1, Content: '改写', RecordDate: TODAY };
      expect((await post(RECORD, change, teacherTwo)).body).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '只有记录的作者可以修改这条成长记录' });
      expect((await post(RECORD, change, adminB)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '成长记录不存在' });
      expect((await growth(zhang)).data.records.map((record: { content: string }) => record.content)).toEqual(['自己穿好了外套']);
    });

    it('refuses a teacher of another class, bad input, a photo of another kind, uploader or school, and no session', async () => {
      const record = { ClassId: classOne, StudentIds: [wang], Field: 3, Content: '主动和同伴分享玩具', RecordDate: TODAY };
      expect((await post(RECORD, record, teacherTwo)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await post(RECORD, record)).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect((await post(RECORD, { ...record, Field: 6 }, teacherOne)).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      expect((await post(RECORD, { ...record, Content: ' ' }, teacherOne)).body.ErrorMessage).toContain('请填写记录内容');
      expect((await post(RECORD, { ...record, RecordDate: TOMORROW }, teacherOne)).body.ErrorMessage).toBe('记录日期不能晚于今天');
      expect((await post(RECORD, { ...record, StudentIds: [childB] }, teacherOne)).body.ErrorMessage).toBe(`幼儿（编号${childB}）不存在`);
      const staffPhoto = await uploadPhoto('StaffPhoto', teacherOne);
      expect((await post(RECORD, { ...record, PhotoIds: [staffPhoto] }, teacherOne)).body.ErrorMessage).toBe(`文件（编号${staffPhoto}）须为成长记录照片`);
      const someoneElses = await uploadPhoto('GrowthRecordPhoto', teacherTwo);
      expect((await post(RECORD, { ...record, PhotoIds: [someoneElses] }, teacherOne)).body.ErrorMessage).toBe(`文件（编号${someoneElses}）不是您上传的，请重新上传后再添加`);
      const photoB = await uploadPhoto('GrowthRecordPhoto', adminB);
      expect((await post(RECORD, { ...record, PhotoIds: [photoB] }, teacherOne)).body.ErrorMessage).toBe(`文件（编号${photoB}）不存在`);
    });
  });

  describe('观察记录 (AddCourseObserve, UpdateActivityGoalObsRemark, ExportRecord)', () => {
    const observation = (token: string) =>
      post(
        OBSERVE,
        {
          ClassId: classOne,
          StudentIds: [wang, li],
          ActivityName: '搭建我们的幼儿园',
          ObserveDate: '2026-11-19',
          Field: 4,
          Goals: [
            { GoalText: '能用积木搭出对称的结构', Remark: '王小明搭出了对称的大门' },
            { GoalText: '能与同伴合作完成搭建', Remark: '' },
          ],
          Note: '两人分工明确，合作愉快。',
        },
        token,
      );

    it('adds an observation, changes a goal’s remark, and exports it as a workbook', async () => {
      const added = await observation(teacherOne);
      expect(added.body).toMatchObject({ ResponseStatus: 1, Data: { ObsId: expect.any(Number) } });
      const obsId = added.body.Data.ObsId;
      const [found] = (await growth(li)).data.observations;
      expect(found).toEqual({
        obsId,
        className: '小一班',
        activityName: '搭建我们的幼儿园',
        observeDate: '2026-11-19',
        field: 4,
        note: '两人分工明确，合作愉快。',
        teacherName: '周老师',
        students: [
          { studentId: wang, studentName: '王小明' },
          { studentId: li, studentName: '李小红' },
        ],
        goals: [
          { goalId: expect.any(Number), goalText: '能用积木搭出对称的结构', remark: '王小明搭出了对称的大门' },
          { goalId: expect.any(Number), goalText: '能与同伴合作完成搭建', remark: null },
        ],
        remark: null,
        levels: [],
      });

      const goalId = found.goals[1].goalId;
      expect((await post(GOAL_REMARK, { GoalId: goalId, Remark: '李小红主动递积木' }, teacherOne)).body.Data).toEqual({ GoalId: goalId });

      const download = await t.app.inject({ method: 'POST', url: `${EXPORT}?iObsId=${obsId}`, headers: { auth: admin } });
      expect(download.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(download.headers['content-disposition']))).toContain('甲幼儿园-小一班-搭建我们的幼儿园-观察记录-20261119.xlsx');
      expect(await sheetRows(download.rawPayload)).toEqual([
        ['观察日期', '班级', '幼儿', '活动名称', '领域', '观察目标', '目标备注', '观察总结', '记录教师'],
        ['2026-11-19', '小一班', '王小明、李小红', '搭建我们的幼儿园', '科学', '能用积木搭出对称的结构', '王小明搭出了对称的大门', '两人分工明确，合作愉快。', '周老师'],
        ['2026-11-19', '小一班', '王小明、李小红', '搭建我们的幼儿园', '科学', '能与同伴合作完成搭建', '李小红主动递积木', '两人分工明确，合作愉快。', '周老师'],
      ]);
    });

    it('refuses a teacher of another class, bad input and no session', async () => {
      expect((await observation(teacherTwo)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      const base = { ClassId: classOne, StudentIds: [wang], ActivityName: '户外拍球', ObserveDate: TODAY, Field: 1, Goals: [{ GoalText: '能连续拍球10下' }] };
      expect((await post(OBSERVE, base)).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect((await post(OBSERVE, { ...base, Goals: [] }, teacherOne)).body.ErrorMessage).toContain('请至少填写一个观察目标');
      expect((await post(OBSERVE, { ...base, ActivityName: '' }, teacherOne)).body.ErrorMessage).toContain('请填写活动名称');
      expect((await post(OBSERVE, { ...base, StudentIds: [zhang] }, teacherOne)).body.ErrorMessage).toBe('张小刚现在不在小一班');
      expect((await post(OBSERVE, { ...base, ObserveDate: TOMORROW }, teacherOne)).body.ErrorMessage).toBe('观察日期不能晚于今天');
    });

    it('lets a goal’s remark be changed only by the class’s teachers, and not another school', async () => {
      const obsId = (await observation(teacherOne)).body.Data.ObsId;
      const [found] = (await growth(wang)).data.observations.filter((item: { obsId: number }) => item.obsId === obsId);
      const goalId = found.goals[0].goalId;
      expect((await post(GOAL_REMARK, { GoalId: goalId, Remark: '改' }, teacherTwo)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await post(GOAL_REMARK, { GoalId: goalId, Remark: '改' }, adminB)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '观察目标不存在' });
      expect((await post(GOAL_REMARK, { GoalId: goalId, Remark: '改' })).body.ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect((await post(GOAL_REMARK, { GoalId: 'x', Remark: '改' }, teacherOne)).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      expect((await post(GOAL_REMARK, { GoalId: goalId, Remark: '很'.repeat(501) }, teacherOne)).body.ErrorMessage).toContain('目标备注最多500字');
    });

    it('exports only for roles with 幼儿信息, and not another school’s observation', async () => {
      const obsId = (await observation(admin)).body.Data.ObsId;
      const exportAs = async (token: string | undefined, query = `iObsId=${obsId}`) =>
        (await t.app.inject({ method: 'POST', url: `${EXPORT}?${query}`, headers: token ? { auth: token } : {} })).json();
      expect((await exportAs(teacherOne)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
      expect((await exportAs(undefined)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
      expect(await exportAs(adminB)).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '观察记录不存在' });
      expect((await exportAs(admin, 'iObsId=abc')).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    });
  });

  describe('the child’s growth over an interval (getStudentGrowthRecords)', () => {
    it('answers an empty interval with every mood at nought', async () => {
      const empty = await growth(zhang, { startDate: '2026-09-01', endDate: '2026-09-30' });
      expect(empty).toMatchObject({ code: 200, data: { studentId: zhang, studentName: '张小刚', startDate: '2026-09-01', endDate: '2026-09-30', records: [], observations: [] } });
      expect(empty.data.moods.counts.every((count: { days: number }) => count.days === 0)).toBe(true);
    });

    it('is only for roles with 幼儿信息, never another school’s child, and checks the interval', async () => {
      expect((await growth(wang, NOVEMBER, teacherOne)).code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await t.call('GET', GROWTH, { query: { studentId: String(wang), ...NOVEMBER } })).body.code).toBe(ErrorCode.MISSING_TOKEN);
      expect(await growth(wang, NOVEMBER, adminB)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '幼儿不存在' });
      expect((await growth(wang, { startDate: '2026-11-30', endDate: '2026-11-01' })).message).toContain('开始日期不能晚于结束日期');
      expect((await growth(wang, { startDate: '2025-01-01', endDate: '2026-11-30' })).message).toContain('时间段最长366天');
      expect((await growth(wang, { startDate: '2026-02-30', endDate: '2026-03-01' })).code).toBe(ErrorCode.INVALID_PARAMS);
    });
  });
});

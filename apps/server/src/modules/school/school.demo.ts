import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

const HANGZHOU = { provinceCode: '330000', cityCode: '330100' };
/** 西湖区 for the head school, 余杭区 for the branch, as their addresses say. */
const COUNTY_OF_DISTRICT: Record<string, string> = { 西湖区: '330106', 余杭区: '330110' };

/** The school's registration as its licence gives it, and its gate and clock-in machines. */
export async function seedSchoolInfo(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const school = await db.selectFrom('school').select(['address', 'parentId']).where('id', '=', plan.schoolId).executeTakeFirstOrThrow();
  const district = Object.keys(COUNTY_OF_DISTRICT).find((name) => school.address?.includes(name)) ?? '西湖区';
  const isHead = school.parentId === null;
  const children = plan.school.grades.reduce((sum, grade) => sum + grade.classes * grade.children, 0);
  await db
    .updateTable('school')
    .set({
      ...HANGZHOU,
      countyCode: COUNTY_OF_DISTRICT[district] ?? null,
      contactName: isHead ? '陈静' : '周晓梅',
      licenceNo: isHead ? '教民133010670000128号' : '教民133011070000256号',
      creditCode: isHead ? '52330106MJ8812345X' : '52330110MJ8856789Y',
      // The licence allows a little more than the school has: a round figure above the head count.
      capacity: Math.ceil((children * 1.1) / 10) * 10,
      updatedAt: plan.now,
    })
    .where('id', '=', plan.schoolId)
    .execute();
  const machine = (name: string, kind: number, location: string) => ({ name, kind, location, isEnabled: 1, createdAt: plan.now, updatedAt: plan.now });
  await db
    .insertInto('cardMachine')
    .values([machine('东门入园机', 1, '东门门卫室'), machine('东门离园机', 2, '东门门卫室'), machine('教职工考勤机', 3, '教学楼一楼大厅')])
    .execute();
  await db.insertInto('cardMachineSetting').values({ swipeIntervalMinutes: 10, showClassName: 1, showPhoto: 1, welcomeText: '宝贝早上好', updatedAt: plan.now }).execute();
}

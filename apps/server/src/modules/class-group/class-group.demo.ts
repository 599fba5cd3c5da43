import { ClassPosition, gradeLevelLabel } from '@yuanwu/shared';
import type { DemoClass, DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { CHINESE_NUMBERS, CLASS_PREFIX } from './class-group.service.js';

async function gradeOf(db: SchoolDb, schoolYearId: number, demoClass: DemoClass): Promise<number> {
  if (demoClass.number > 0) {
    const found = await db.selectFrom('grade').select('id').where('schoolYearId', '=', schoolYearId).where('level', '=', demoClass.level).executeTakeFirstOrThrow();
    return found.id;
  }
  const { id } = await db
    .insertInto('grade')
    .values({ schoolYearId, name: gradeLevelLabel[demoClass.level]!, level: demoClass.level, managerTeacherId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The class (and its grade, with the first class), with the three staff the teacher module has just hired for it. */
export async function seedClass(db: SchoolDb, plan: DemoPlan, demoClass: DemoClass): Promise<void> {
  const { id: schoolYearId } = await db.selectFrom('schoolYear').select('id').where('startDate', '=', plan.year.startDate).executeTakeFirstOrThrow();
  const gradeId = await gradeOf(db, schoolYearId, demoClass);
  const { id: classId } = await db
    .insertInto('schoolClass')
    .values({ schoolYearId, gradeId, name: `${CLASS_PREFIX[demoClass.level]}${CHINESE_NUMBERS[demoClass.number]}班`, createdAt: plan.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const newest = await db.selectFrom('teacher').select('id').orderBy('id', 'desc').limit(3).execute();
  const [head, assistant, carer] = newest.map((teacher) => teacher.id).reverse();
  if (demoClass.leadsGrade) await db.updateTable('grade').set({ managerTeacherId: head! }).where('id', '=', gradeId).execute();
  await db
    .insertInto('classTeacher')
    .values([
      { classId, teacherId: head!, position: ClassPosition.HEAD_TEACHER },
      { classId, teacherId: assistant!, position: ClassPosition.ASSISTANT_TEACHER },
      { classId, teacherId: carer!, position: ClassPosition.CARER },
    ])
    .execute();
}

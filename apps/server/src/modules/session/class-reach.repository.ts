import { DataScope } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The classes a person's data scope reaches, read while the session is checked, before any school
 * handle exists: classes of the school's current year (the latest that has started) that the person
 * teaches (本班), and for 本年级 also those of the grades they manage.
 */
interface Person {
  schoolId: number;
  teacherId: number;
  today: string;
}

/** The classes of the school's current year, the latest that has started. */
const currentClasses = (db: Kysely<Database>, person: Person) =>
  db
    .selectFrom('schoolClass')
    .select('schoolClass.id')
    .where('schoolClass.schoolId', '=', person.schoolId)
    .where('schoolClass.schoolYearId', '=', (eb) =>
      eb
        .selectFrom('schoolYear')
        .select('schoolYear.id')
        .where('schoolYear.schoolId', '=', person.schoolId)
        .where('schoolYear.startDate', '<=', person.today)
        .orderBy('schoolYear.startDate', 'desc')
        .limit(1),
    )
    .orderBy('schoolClass.id');

export async function classesTaught(db: Kysely<Database>, person: Person): Promise<number[]> {
  const rows = await currentClasses(db, person)
    .where((eb) => eb.exists(eb.selectFrom('classTeacher').select('classTeacher.classId').whereRef('classTeacher.classId', '=', 'schoolClass.id').where('classTeacher.teacherId', '=', person.teacherId)))
    .execute();
  return rows.map((row) => row.id);
}

async function classesOfManagedGrades(db: Kysely<Database>, person: Person): Promise<number[]> {
  const rows = await currentClasses(db, person)
    .where('schoolClass.gradeId', 'in', (eb) => eb.selectFrom('grade').select('grade.id').where('grade.managerTeacherId', '=', person.teacherId))
    .execute();
  return rows.map((row) => row.id);
}

/** null: the whole school. `taught`, when the caller reads the classes taught anyway, is not read twice. */
export async function classesInReach(
  db: Kysely<Database>,
  dataScope: number,
  person: Person,
  taught?: Promise<number[]>,
): Promise<Set<number> | null> {
  if (dataScope === DataScope.SCHOOL) return null;
  const [teaching, managed] = await Promise.all([
    taught ?? classesTaught(db, person),
    dataScope === DataScope.GRADE ? classesOfManagedGrades(db, person) : [],
  ]);
  return new Set([...teaching, ...managed]);
}

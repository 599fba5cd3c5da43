import { moduleCatalogue, type ModuleCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/session/password.js';

/** Test data: the smallest rows a test needs, made through the same tables the app reads. */
export const TEST_PASSWORD = 'Test@2026x';
export const TEST_PASSWORD_COST = 10;
const NOW = '2026-11-01T00:00:00.000Z';
let passwordHash: Promise<string> | undefined;

export const ALL_MODULES = moduleCatalogue.map((group) => group.code as ModuleCode);

export function factories(db: Kysely<Database>) {
  return {
    async school(name = '测试幼儿园', parentId: number | null = null) {
      const row = await db.insertInto('school').values({ name, parentId, address: null, phone: null, createdAt: NOW }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async role(schoolId: number, modules: readonly ModuleCode[], name = `角色${Math.random().toString(36).slice(2, 8)}`) {
      const row = await db.insertInto('role').values({ schoolId, name, description: null, isAdmin: 0, createdAt: NOW }).returning('id').executeTakeFirstOrThrow();
      if (modules.length) await db.insertInto('roleModule').values(modules.map((moduleCode) => ({ schoolId, roleId: row.id, moduleCode }))).execute();
      return row.id;
    },

    async teacher(schoolId: number, options: { phone: string; roleId?: number | null; name?: string; password?: boolean; groupAdmin?: boolean }) {
      passwordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST);
      const row = await db
        .insertInto('teacher')
        .values({
          schoolId,
          name: options.name ?? '测试老师',
          sex: 2,
          phone: options.phone,
          loginName: null,
          passwordHash: options.password === false ? null : await passwordHash,
          roleId: options.roleId ?? null,
          departmentId: null,
          postId: null,
          isGroupAdmin: options.groupAdmin ? 1 : 0,
          birthday: null,
          entryDate: null,
          photoUrl: null,
          createdAt: NOW,
          leftAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async schoolYear(schoolId: number, name = '2026-2027学年') {
      const row = await db
        .insertInto('schoolYear')
        .values({ schoolId, name, startDate: '2026-09-01', endDate: '2027-07-31', createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async classWithChild(schoolId: number, yearId: number, className = '小一班', childName = '王小明') {
      const grade =
        (await db.selectFrom('grade').select('id').where('schoolYearId', '=', yearId).where('name', '=', '小班').executeTakeFirst()) ??
        (await db.insertInto('grade').values({ schoolId, schoolYearId: yearId, name: '小班', level: 2, managerTeacherId: null }).returning('id').executeTakeFirstOrThrow());
      const schoolClass = await db
        .insertInto('schoolClass')
        .values({ schoolId, schoolYearId: yearId, gradeId: grade.id, name: className, createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      const child = await db
        .insertInto('child')
        .values({ schoolId, name: childName, sex: 1, birthday: '2022-05-01', ethnicId: 1, classId: schoolClass.id, status: 0, joinDate: '2025-09-01', leaveDate: null, createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('childClassHistory')
        .values({ schoolId, childId: child.id, classId: schoolClass.id, startDate: '2026-09-01', endDate: null, openedByPromotionId: null, closedByPromotionId: null })
        .execute();
      return { gradeId: grade.id, classId: schoolClass.id, childId: child.id };
    },

    /** A school year that ended before the tests' today: its classes are history. */
    async pastSchoolYear(schoolId: number, name = '2024-2025学年') {
      const row = await db
        .insertInto('schoolYear')
        .values({ schoolId, name, startDate: '2024-09-01', endDate: '2025-07-31', createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The school administrator's role (is_admin): it cannot be deleted and keeps role management. */
    async adminRole(schoolId: number, modules: readonly ModuleCode[], name = '园所管理员') {
      const row = await db.insertInto('role').values({ schoolId, name, description: null, isAdmin: 1, createdAt: NOW }).returning('id').executeTakeFirstOrThrow();
      if (modules.length) await db.insertInto('roleModule').values(modules.map((moduleCode) => ({ schoolId, roleId: row.id, moduleCode }))).execute();
      return row.id;
    },

    /** A pickup card a family applied and paid for in the parent app (no call of ours makes one). */
    async cardApplication(schoolId: number, childId: number, applicant: { name: string; phone: string; relationType?: number; paidAt?: string; amountFen?: number }) {
      const row = await db
        .insertInto('cardApplication')
        .values({
          schoolId,
          childId,
          applicantName: applicant.name,
          applicantPhone: applicant.phone,
          relationType: applicant.relationType ?? 1,
          amountFen: applicant.amountFen ?? 2000,
          orderNo: `PAY${Math.random().toString().slice(2, 14)}`,
          paidAt: applicant.paidAt ?? NOW,
          issuedAt: null,
          issuedBy: null,
          cardNo: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

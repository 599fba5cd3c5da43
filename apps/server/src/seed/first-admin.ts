import { moduleCatalogue } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso } from '../clock.js';
import { hashPassword } from '../core/password.js';
import type { Database } from '../db/schema.js';
import { accountIdsOfPhones, setPasswordHash } from '../modules/session/index.js';

export interface FirstAdmin {
  schoolName: string;
  name: string;
  phone: string;
  password: string;
}

/** A new school with its administrator role (every module) and the administrator. */
export async function createSchoolWithAdmin(db: Kysely<Database>, admin: FirstAdmin, passwordCost: number): Promise<{ schoolId: number; teacherId: number }> {
  const passwordHash = await hashPassword(admin.password, passwordCost);
  const now = iso(new Date());
  return db.transaction().execute(async (trx) => {
    const school = await trx.insertInto('school').values({ name: admin.schoolName, parentId: null, address: null, phone: null, createdAt: now }).returning('id').executeTakeFirstOrThrow();
    const role = await trx
      .insertInto('role')
      .values({ schoolId: school.id, name: '园长', description: '全园管理，拥有全部模块', isAdmin: 1, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('roleModule')
      .values(moduleCatalogue.map((group) => ({ schoolId: school.id, roleId: role.id, moduleCode: group.code })))
      .execute();
    // The phone may already sign in at another school: the person keeps one account, with this password.
    const accountId = (await accountIdsOfPhones(trx, [admin.phone], now)).get(admin.phone)!;
    await setPasswordHash(trx, accountId, passwordHash);
    const teacher = await trx
      .insertInto('teacher')
      .values({
        schoolId: school.id,
        name: admin.name,
        sex: 2,
        phone: admin.phone,
        accountId,
        roleId: role.id,
        departmentId: null,
        postId: null,
        isGroupAdmin: 1,
        birthday: null,
        entryDate: null,
        photoUrl: null,
        createdAt: now,
        leftAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { schoolId: school.id, teacherId: teacher.id };
  });
}

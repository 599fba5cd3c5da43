import { moduleCatalogue, type ModuleCode } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../core/password.js';
import type { Database } from '../db/schema.js';
import { accountIdsOfPhones, setPasswordHash } from '../modules/session/index.js';

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
      const accountId = (await accountIdsOfPhones(db, [options.phone], NOW)).get(options.phone)!;
      if (options.password !== false) await setPasswordHash(db, accountId, await passwordHash);
      const row = await db
        .insertInto('teacher')
        .values({
          schoolId,
          name: options.name ?? '测试老师',
          sex: 2,
          phone: options.phone,
          accountId,
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

    /** A child's recorded day, as the teacher's sheet writes it (status 0 缺勤, 1 出勤, 2 离园). */
    async attendanceDay(schoolId: number, day: { childId: number; classId: number; date: string; status: number }) {
      await db.insertInto('childAttendance').values({ schoolId, ...day, source: 1, arriveAt: null, leaveAt: null, remark: null, markedBy: null, createdAt: NOW, updatedAt: NOW }).execute();
    },

    /** Another child of a class, in it since the start of the school year. */
    async childInClass(schoolId: number, classId: number, name: string, options: { sex?: number; since?: string } = {}) {
      const child = await db
        .insertInto('child')
        .values({ schoolId, name, sex: options.sex ?? 2, birthday: '2022-03-01', ethnicId: 1, classId, status: 0, joinDate: '2025-09-01', leaveDate: null, createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('childClassHistory')
        .values({ schoolId, childId: child.id, classId, startDate: options.since ?? '2026-09-01', endDate: null, openedByPromotionId: null, closedByPromotionId: null })
        .execute();
      return child.id;
    },

    /** A guardian of a child, holding a working pickup card when a number is given. */
    async guardian(schoolId: number, childId: number, options: { name: string; phone: string; cardNo?: string }) {
      const guardian = await db.insertInto('guardian').values({ schoolId, name: options.name, phone: options.phone, createdAt: NOW }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('childGuardian').values({ schoolId, childId, guardianId: guardian.id, relationType: 2, isMain: 1 }).execute();
      if (options.cardNo) {
        await db
          .insertInto('pickupCard')
          .values({ schoolId, cardNo: options.cardNo, childId, holderType: 1, holderId: guardian.id, status: 1, boundAt: NOW, boundBy: null, cancelledAt: null, cancelledBy: null })
          .execute();
      }
      return guardian.id;
    },

    /** A class dynamic with its photos and videos, as rows without stored files (AddClassDynamic takes uploaded ones). */
    async classPost(schoolId: number, post: { classId: number; teacherId: number; createdAt: string; photos?: number; videos?: number; checkStatus?: number }) {
      const row = await db
        .insertInto('classDynamic')
        .values({ schoolId, classId: post.classId, teacherId: post.teacherId, dynamicType: 1, content: '今天的户外活动', checkStatus: post.checkStatus ?? 1, checkedBy: null, checkedAt: null, createdAt: post.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const media = [...Array<number>(post.photos ?? 0).fill(1), ...Array<number>(post.videos ?? 0).fill(2)];
      if (media.length) {
        await db
          .insertInto('classMedia')
          .values(media.map((mediaType, sortOrder) => ({ schoolId, classId: post.classId, dynamicId: row.id, albumId: null, teacherId: post.teacherId, mediaType, fileId: null, sortOrder, createdAt: post.createdAt })))
          .execute();
      }
      return row.id;
    },

    /** A child's work in a new workbook of the class. */
    async work(schoolId: number, work: { classId: number; childId: number; teacherId: number; createdAt: string; isExcellent?: number }) {
      const workbook = await db.insertInto('workbook').values({ schoolId, classId: work.classId, name: '秋天的树叶', teacherId: work.teacherId, createdAt: work.createdAt }).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('workbookFile')
        .values({ schoolId, workbookId: workbook.id, childId: work.childId, teacherId: work.teacherId, fileId: null, title: null, isExcellent: work.isExcellent ?? 0, teacherComment: null, createdAt: work.createdAt })
        .execute();
    },

    /** A class album with its photos and videos (no class album call exists yet); `fileIds` are the first ones' stored bytes. */
    async classAlbum(schoolId: number, album: { classId: number; teacherId: number; createdAt: string; name?: string; photos?: number; videos?: number; fileIds?: number[] }) {
      const row = await db
        .insertInto('classAlbum')
        .values({ schoolId, classId: album.classId, name: album.name ?? '户外活动', teacherId: album.teacherId, createdAt: album.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const media = [...Array<number>(album.photos ?? 0).fill(1), ...Array<number>(album.videos ?? 0).fill(2)];
      if (media.length) {
        await db
          .insertInto('classMedia')
          .values(
            media.map((mediaType, sortOrder) => ({
              schoolId,
              classId: album.classId,
              dynamicId: null,
              albumId: row.id,
              teacherId: album.teacherId,
              mediaType,
              fileId: album.fileIds?.[sortOrder] ?? null,
              sortOrder,
              createdAt: album.createdAt,
            })),
          )
          .execute();
      }
      return row.id;
    },

    /** A parent's comment on or like of a class dynamic. */
    async parentInteraction(schoolId: number, interaction: { kind: 'comment' | 'like'; guardianId: number; dynamicId: number; createdAt: string }) {
      const row = { schoolId, targetType: 'classDynamic', targetId: interaction.dynamicId, authorType: 2, authorId: interaction.guardianId, createdAt: interaction.createdAt };
      if (interaction.kind === 'like') await db.insertInto('contentLike').values(row).execute();
      else await db.insertInto('comment').values({ ...row, content: '谢谢老师', replyToId: null }).execute();
    },
  };
}

import { moduleCatalogue, type ModuleCode } from '@yuanwu/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { iso, schoolDate } from '../clock.js';
import { addDays } from '../core/calendar.js';
import { personName, seededRandom, type Random } from '../core/demo-random.js';
import type { ServerModule } from '../core/module.js';
import { hashPassword } from '../core/password.js';
import type { Database } from '../db/schema.js';
import type { SchoolDb } from '../db/school-scope.js';
import { scopeToSchool, serverModules } from '../module-list.js';
import { schoolCalendar } from '../modules/holiday/index.js';
import { accountIdsOfPhones, setPasswordHash } from '../modules/session/index.js';

export const DEMO_PASSWORD = 'Demo@2026';
/** The card machine keys of the demo schools (README): the head school's and the branch's. */
export const DEMO_MACHINE_KEYS = { head: 'demo-card-machine-yangguang', branch: 'demo-card-machine-donghu' } as const;
/** How far back the demo's class life goes: school days, within the current school year. */
const DEMO_SCHOOL_DAYS = 90;
export const DEMO_ACCOUNTS = { headAdmin: '13800000000', branchAdmin: '13800000001', classTeacher: '13800000002' } as const;

const GROUP_CODES = moduleCatalogue.map((group) => group.code as ModuleCode);
const GRADE_MANAGER_MODULES: ModuleCode[] = [
  'Home',
  'SchoolDynamic',
  'BaseInfoManage.ClassManage',
  'ChildManage',
  'StaffingManage.TeacherManage',
  'CookBook.ShowCook',
  'TeacherAttend.DailyAttend',
  'Setting.PersonalInfo',
];
const TEACHER_MODULES: ModuleCode[] = [
  'Home',
  'SchoolDynamic.Notification',
  'SchoolDynamic.ClassDynamic',
  'SchoolDynamic.Showreel',
  'ChildManage.Child',
  'ChildManage.StudentAttendStatistics',
  'ChildManage.DailyCare',
  'CookBook.ShowCook',
  'Setting.PersonalInfo',
];

const DEPARTMENTS = ['园务办公室', '教学部', '保育部', '后勤部', '保健室'];
const POSTS = ['园长', '副园长', '年级组长', '主班教师', '配班教师', '保育员', '保健医', '厨师', '财务', '保安', '办公室主任'];
/** Education codes (educationLabel) by post, taken in turn, for a realistic spread in 教师分析. */
const EDUCATION_BY_POST: Record<string, number[]> = {
  园长: [5],
  副园长: [4],
  年级组长: [4],
  主班教师: [4, 4, 3],
  配班教师: [3, 4, 3],
  保育员: [2, 3, 2],
  保健医: [3],
  厨师: [1, 2],
  财务: [4],
  保安: [1, 2],
  办公室主任: [4],
};
const GRADES = [
  { level: 1, name: '托班', prefix: '托' },
  { level: 2, name: '小班', prefix: '小' },
  { level: 3, name: '中班', prefix: '中' },
  { level: 4, name: '大班', prefix: '大' },
] as const;
const CLASS_NUMBERS = ['一', '二', '三', '四', '五'];
/** Class positions in class_teacher. */
const HEAD_TEACHER = 1;
const ASSISTANT_TEACHER = 2;
const CAREGIVER = 3;

/** The school year holding `today`: September to July. */
export function currentSchoolYear(today: Date) {
  const startYear = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return {
    name: `${startYear}-${startYear + 1}学年`,
    startDate: `${startYear}-09-01`,
    endDate: `${startYear + 1}-07-31`,
    semesters: [
      { name: '第一学期', startDate: `${startYear}-09-01`, endDate: `${startYear + 1}-01-31` },
      { name: '第二学期', startDate: `${startYear + 1}-02-01`, endDate: `${startYear + 1}-07-31` },
    ],
    startYear,
  };
}

export interface SchoolPlan {
  name: string;
  parentId: number | null;
  address: string;
  adminPhone: string;
  adminIsGroupAdmin: boolean;
  teacherPhone?: string;
  /** `children` is the head count of each class of the grade. */
  grades: { level: 1 | 2 | 3 | 4; classes: number; children: number }[];
  supportStaff: { post: string; department: string; count: number }[];
  /** The card machine key the school's gate machines authenticate with. */
  machineKey: string;
}

const HEAD_SCHOOL: SchoolPlan = {
  name: '阳光幼儿园',
  parentId: null,
  address: '杭州市西湖区文三路 188 号',
  adminPhone: DEMO_ACCOUNTS.headAdmin,
  adminIsGroupAdmin: true,
  teacherPhone: DEMO_ACCOUNTS.classTeacher,
  grades: [
    { level: 1, classes: 2, children: 30 },
    { level: 2, classes: 3, children: 30 },
    { level: 3, classes: 3, children: 30 },
    { level: 4, classes: 4, children: 30 },
  ],
  supportStaff: [
    { post: '副园长', department: '园务办公室', count: 1 },
    { post: '办公室主任', department: '园务办公室', count: 1 },
    { post: '保健医', department: '保健室', count: 1 },
    { post: '厨师', department: '后勤部', count: 2 },
    { post: '财务', department: '园务办公室', count: 1 },
    { post: '保安', department: '后勤部', count: 2 },
  ],
  machineKey: DEMO_MACHINE_KEYS.head,
};

const BRANCH_SCHOOL: Omit<SchoolPlan, 'parentId'> = {
  name: '阳光幼儿园（东湖分园）',
  address: '杭州市余杭区东湖北路 66 号',
  adminPhone: DEMO_ACCOUNTS.branchAdmin,
  adminIsGroupAdmin: false,
  grades: [
    { level: 2, classes: 1, children: 25 },
    { level: 3, classes: 1, children: 25 },
    { level: 4, classes: 1, children: 25 },
  ],
  supportStaff: [
    { post: '保健医', department: '保健室', count: 1 },
    { post: '厨师', department: '后勤部', count: 1 },
  ],
  machineKey: DEMO_MACHINE_KEYS.branch,
};

/** Seeds the demo kindergarten: a head school and a branch, as a real school would look. */
export async function seedDemo(db: Kysely<Database>, options: { passwordCost: number; today: Date }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  const random = seededRandom(20260901);
  await db.transaction().execute(async (trx) => {
    const headId = await seedSchool(trx, HEAD_SCHOOL, { random, passwordHash, today: options.today, phoneBase: 13900000000 });
    await seedSchool(trx, { ...BRANCH_SCHOOL, parentId: headId }, { random, passwordHash, today: options.today, phoneBase: 13910000000 });
  });
}

export interface SeedContext {
  random: Random;
  passwordHash: string;
  today: Date;
  phoneBase: number;
  /** How many of the last school days get class life (attendance, dynamics, workbooks); the demo's default when absent. */
  schoolDays?: number;
}

/** One school as `plan` describes it, with its staff, year, classes, children and class life; returns its id. */
export async function seedSchool(trx: Transaction<Database>, plan: SchoolPlan, context: SeedContext): Promise<number> {
  const { random, today } = context;
  const now = iso(today);
  const { id: schoolId } = await trx
    .insertInto('school')
    .values({ name: plan.name, parentId: plan.parentId, address: plan.address, phone: '0571-88886666', createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  const roles = await seedRoles(trx, schoolId, now);
  const departments = await namedRows(trx, 'department', schoolId, DEPARTMENTS);
  const posts = await namedRows(trx, 'post', schoolId, POSTS);

  let phoneCounter = context.phoneBase;
  const addStaff = async (staff: { name?: string; sex?: 1 | 2; phone?: string; post: string; department: string; role: number; password?: boolean; groupAdmin?: boolean }) => {
    const sex = staff.sex ?? (random.next() < 0.9 ? 2 : 1);
    const phone = staff.phone ?? String(++phoneCounter);
    const accountId = (await accountIdsOfPhones(trx, [phone], now)).get(phone)!;
    if (staff.password) await setPasswordHash(trx, accountId, context.passwordHash);
    const row = await trx
      .insertInto('teacher')
      .values({
        schoolId,
        name: staff.name ?? personName(random, sex, true),
        sex,
        phone,
        accountId,
        roleId: staff.role,
        departmentId: departments.get(staff.department)!,
        postId: posts.get(staff.post)!,
        isGroupAdmin: staff.groupAdmin ? 1 : 0,
        birthday: `${random.between(1975, 1999)}-0${random.between(1, 9)}-1${random.between(0, 9)}`,
        entryDate: `${random.between(2010, 2025)}-0${random.between(1, 8)}-01`,
        education: EDUCATION_BY_POST[staff.post]![phoneCounter % EDUCATION_BY_POST[staff.post]!.length],
        photoUrl: null,
        createdAt: now,
        leftAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  await addStaff({ phone: plan.adminPhone, post: '园长', department: '园务办公室', role: roles.principal, password: true, groupAdmin: plan.adminIsGroupAdmin });
  for (const support of plan.supportStaff) {
    for (let index = 0; index < support.count; index += 1) {
      await addStaff({ post: support.post, department: support.department, role: roles.teacher });
    }
  }

  const year = currentSchoolYear(today);
  const { id: yearId } = await trx
    .insertInto('schoolYear')
    .values({ schoolId, name: year.name, startDate: year.startDate, endDate: year.endDate, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('semester')
    .values(year.semesters.map((semester, index) => ({ schoolId, schoolYearId: yearId, ...semester, sortOrder: index + 1 })))
    .execute();

  let demoTeacherPhone = plan.teacherPhone;
  let guardianPhone = context.phoneBase + 2_000_000_000;
  for (const gradePlan of plan.grades) {
    const grade = GRADES.find((candidate) => candidate.level === gradePlan.level)!;
    const { id: gradeId } = await trx
      .insertInto('grade')
      .values({ schoolId, schoolYearId: yearId, name: grade.name, level: grade.level, managerTeacherId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let number = 0; number < gradePlan.classes; number += 1) {
      const { id: classId } = await trx
        .insertInto('schoolClass')
        .values({ schoolId, schoolYearId: yearId, gradeId, name: `${grade.prefix}${CLASS_NUMBERS[number]}班`, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const leadsGrade = number === 0 && plan.grades.length > 3;
      const demoPhone = leadsGrade ? undefined : demoTeacherPhone;
      const head = await addStaff({
        phone: demoPhone,
        post: leadsGrade ? '年级组长' : '主班教师',
        department: '教学部',
        role: leadsGrade ? roles.gradeManager : roles.teacher,
        password: Boolean(demoPhone),
      });
      if (demoPhone) demoTeacherPhone = undefined;
      if (leadsGrade) await trx.updateTable('grade').set({ managerTeacherId: head }).where('id', '=', gradeId).execute();
      const assistant = await addStaff({ post: '配班教师', department: '教学部', role: roles.teacher });
      const caregiver = await addStaff({ post: '保育员', department: '保育部', role: roles.teacher });
      await trx
        .insertInto('classTeacher')
        .values([
          { schoolId, classId, teacherId: head, position: HEAD_TEACHER },
          { schoolId, classId, teacherId: assistant, position: ASSISTANT_TEACHER },
          { schoolId, classId, teacherId: caregiver, position: CAREGIVER },
        ])
        .execute();
      guardianPhone = await seedChildren(trx, { schoolId, classId, level: grade.level, count: gradePlan.children, year, random, now, guardianPhone });
    }
  }
  await seedStaffRecords(trx, schoolId, today);
  await seedChildRecords(trx, { schoolId, today, year, phoneBase: context.phoneBase });
  await seedModules(trx, schoolId, { today, year, machineKey: plan.machineKey, seed: context.phoneBase, schoolDays: context.schoolDays });
  return schoolId;
}

/** Teacher cards for the staff (a few not yet issued, one replaced), and one leaver under 离职人员. */
async function seedStaffRecords(trx: Transaction<Database>, schoolId: number, today: Date) {
  const staff = await trx.selectFrom('teacher').select('id').where('schoolId', '=', schoolId).orderBy('id').execute();
  const boundAt = iso(new Date(today.getTime() - 30 * 24 * 3600 * 1000));
  const cardNo = (index: number) => String(3_000_000_000 + schoolId * 100_000 + index);
  const issued = staff.slice(0, -3);
  await trx
    .insertInto('teacherCard')
    .values(issued.map((teacher, index) => ({ schoolId, teacherId: teacher.id, cardNo: cardNo(index + 1), status: 1, boundAt, cancelledAt: null })))
    .execute();
  // A lost card, replaced by a new number.
  const replaced = issued[1]!;
  await trx
    .insertInto('teacherCard')
    .values({ schoolId, teacherId: replaced.id, cardNo: cardNo(90_000), status: 0, boundAt: iso(new Date(today.getTime() - 400 * 24 * 3600 * 1000)), cancelledAt: boundAt })
    .execute();
  // A guard left last month: no class, the card cancelled, the record kept.
  const leaver = await trx
    .selectFrom('teacher')
    .innerJoin('post', 'post.id', 'teacher.postId')
    .select('teacher.id')
    .where('teacher.schoolId', '=', schoolId)
    .where('post.name', '=', '保安')
    .orderBy('teacher.id', 'desc')
    .executeTakeFirst();
  if (!leaver) return;
  const leftAt = new Date(today.getTime() - 20 * 24 * 3600 * 1000);
  await trx.updateTable('teacher').set({ status: 1, leftAt: schoolDate(leftAt) }).where('id', '=', leaver.id).execute();
  await trx.updateTable('teacherCard').set({ status: 0, cancelledAt: iso(leftAt) }).where('teacherId', '=', leaver.id).where('status', '=', 1).execute();
}

async function seedRoles(trx: Transaction<Database>, schoolId: number, now: string) {
  const role = async (name: string, description: string, modules: readonly ModuleCode[], isAdmin = false) => {
    const { id } = await trx
      .insertInto('role')
      .values({ schoolId, name, description, isAdmin: isAdmin ? 1 : 0, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('roleModule').values(modules.map((moduleCode) => ({ schoolId, roleId: id, moduleCode }))).execute();
    return id;
  };
  return {
    principal: await role('园长', '全园管理，拥有全部模块', GROUP_CODES, true),
    gradeManager: await role('年级组长', '负责本年级的班级、幼儿与教学', GRADE_MANAGER_MODULES),
    teacher: await role('教师', '班级日常工作', TEACHER_MODULES),
  };
}

async function namedRows(trx: Transaction<Database>, table: 'department' | 'post', schoolId: number, names: string[]) {
  const rows = await trx
    .insertInto(table)
    .values(names.map((name, index) => ({ schoolId, name, sortOrder: index + 1 })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedChildren(
  trx: Transaction<Database>,
  plan: { schoolId: number; classId: number; level: number; count: number; year: ReturnType<typeof currentSchoolYear>; random: Random; now: string; guardianPhone: number },
): Promise<number> {
  const { schoolId, random, now } = plan;
  let phone = plan.guardianPhone;
  // A child in 托班 (level 1) turns 2 to 3 during the year, in 大班 (level 4) 5 to 6.
  const birthYear = plan.year.startYear - plan.level - 2;
  for (let index = 0; index < plan.count; index += 1) {
    const sex = random.next() < 0.5 ? 1 : 2;
    const name = personName(random, sex, false);
    const month = random.between(1, 12);
    const bornYear = month >= 9 ? birthYear : birthYear + 1;
    const { id: childId } = await trx
      .insertInto('child')
      .values({
        schoolId,
        name,
        sex,
        birthday: `${bornYear}-${String(month).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
        ethnicId: random.next() < 0.92 ? 1 : random.between(2, 56),
        classId: plan.classId,
        status: 0,
        joinDate: `${plan.year.startYear - plan.level + 1}-09-01`,
        leaveDate: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('childClassHistory')
      .values({ schoolId, childId, classId: plan.classId, startDate: plan.year.startDate, endDate: null, openedByPromotionId: null, closedByPromotionId: null })
      .execute();
    const father = { name: name.charAt(0) + personName(random, 1, true).slice(1), relationType: 1, isMain: random.next() < 0.4 ? 1 : 0 };
    const mother = { name: personName(random, 2, true), relationType: 2, isMain: father.isMain ? 0 : 1 };
    for (const guardian of [father, mother]) {
      const { id: guardianId } = await trx
        .insertInto('guardian')
        .values({ schoolId, name: guardian.name, phone: String((phone += 7)), createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('childGuardian').values({ schoolId, childId, guardianId, relationType: guardian.relationType, isMain: guardian.isMain }).execute();
    }
  }
  return phone;
}

/**
 * What a school's child records hold after a few months: pick-up people, pickup cards (one replaced),
 * paid card applications (some issued), allergies, a guardian who changed phone, and new students
 * waiting for admission or placed in a class. A random source of its own keeps the rest of the demo as it was.
 */
async function seedChildRecords(
  trx: Transaction<Database>,
  plan: { schoolId: number; today: Date; year: ReturnType<typeof currentSchoolYear>; phoneBase: number },
): Promise<void> {
  const { schoolId, year } = plan;
  const schoolNumber = Math.floor(plan.phoneBase / 10_000_000) % 10;
  const random = seededRandom(20261101 + schoolNumber);
  const now = iso(plan.today);
  const day = (offset: number) => iso(new Date(plan.today.getTime() - offset * 24 * 3600 * 1000));
  const children = await trx.selectFrom('child').select(['id', 'name', 'classId']).where('schoolId', '=', schoolId).orderBy('id').execute();
  const mains = new Map(
    (
      await trx
        .selectFrom('childGuardian')
        .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
        .select(['childGuardian.childId', 'guardian.id', 'guardian.name', 'guardian.phone', 'childGuardian.relationType'])
        .where('childGuardian.schoolId', '=', schoolId)
        .where('childGuardian.isMain', '=', 1)
        .execute()
    ).map((guardian) => [guardian.childId, guardian]),
  );
  const classIds = [...new Set(children.map((child) => child.classId!))];

  for (const child of children.filter((_child, index) => index % 20 === 3)) {
    await trx.updateTable('child').set({ allergyFood: random.pick(['花生', '芒果', '虾', '鸡蛋', '牛奶']) }).where('id', '=', child.id).execute();
  }

  let pickUpPhone = plan.phoneBase + 4_000_000_000;
  const grandparents = children
    .filter((_child, index) => index % 6 === 0)
    .map((child) => {
      const relationType = random.pick([3, 4, 5, 6]);
      return {
        schoolId,
        childId: child.id,
        name: personName(random, relationType % 2 ? 1 : 2, true),
        relationType,
        relationName: null,
        phone: String((pickUpPhone += 3)),
        photoUrl: null,
        validFrom: year.startDate,
        validTo: year.endDate,
        createdAt: now,
        removedAt: null,
      };
    });
  const pickUpIds = await trx.insertInto('pickupPerson').values(grandparents).returning(['id', 'childId']).execute();

  // Every child of the first two classes has a card for its main guardian, and its grandparent one too.
  let cardNumber = 30_000_000 + schoolNumber * 1_000_000;
  const card = (childId: number, holderType: number, holderId: number, boundAt: string): Insertable<Database['pickupCard']> => ({
    schoolId, cardNo: String((cardNumber += 1)).padStart(10, '0'), childId, holderType, holderId, status: 1, boundAt, boundBy: null, cancelledAt: null, cancelledBy: null,
  });
  const carded = children.filter((child) => classIds.slice(0, 2).includes(child.classId!));
  const cards = [
    ...carded.map((child) => card(child.id, 1, mains.get(child.id)!.id, day(60))),
    ...pickUpIds.filter((person) => carded.some((child) => child.id === person.childId)).map((person) => card(person.childId, 2, person.id, day(55))),
  ];
  // A lost card, cancelled and replaced; another handed back and not replaced.
  const lost = { ...cards[0]!, status: 0, cancelledAt: day(20) };
  cards[0] = card(lost.childId, lost.holderType, lost.holderId, day(20));
  cards[1] = { ...cards[1]!, status: 0, cancelledAt: day(12) };
  await trx.insertInto('pickupCard').values([lost, ...cards]).execute();

  // Families of the third class paid for cards in the parent app; the school issued some.
  const applicants = children.filter((child) => child.classId === classIds[2]).slice(0, 10);
  const applications = applicants.map((child, index) => {
    const guardian = mains.get(child.id)!;
    const issued = index < 4 ? card(child.id, 1, guardian.id, day(10 - index)) : null;
    return {
      application: {
        schoolId,
        childId: child.id,
        applicantName: guardian.name,
        applicantPhone: guardian.phone,
        relationType: guardian.relationType,
        amountFen: 2000,
        orderNo: `PAY${schoolNumber}${String(index + 1).padStart(6, '0')}`,
        paidAt: day(14 - index),
        issuedAt: issued?.boundAt ?? null,
        issuedBy: null,
        cardNo: issued?.cardNo ?? null,
      },
      issued,
    };
  });
  await trx.insertInto('cardApplication').values(applications.map((entry) => entry.application)).execute();
  await trx.insertInto('pickupCard').values(applications.flatMap((entry) => (entry.issued ? [entry.issued] : []))).execute();

  // Two families changed their number during the year; the old one stays on record.
  for (const guardian of [...mains.values()].slice(5, 7)) {
    const newPhone = String(Number(guardian.phone) + 1_000_000_000);
    await trx.updateTable('guardian').set({ phone: newPhone }).where('id', '=', guardian.id).execute();
    await trx.insertInto('guardianPhoneChange').values({ schoolId, guardianId: guardian.id, oldPhone: guardian.phone, newPhone, teacherId: null, changedAt: day(30) }).execute();
  }

  // Next year's 托班 families applied; three are placed in the first class, waiting for confirmation.
  let enrolPhone = plan.phoneBase + 5_000_000_000;
  const enrolments = Array.from({ length: 12 }, (_entry, index) => {
    const sex = random.next() < 0.5 ? 1 : 2;
    const name = personName(random, sex, false);
    const placed = index < 3;
    return {
      schoolId,
      name,
      sex,
      birthday: `${year.startYear - 2}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
      ethnicId: 1,
      gradeLevel: 1,
      joinDate: null,
      guardianName: personName(random, 2, true),
      guardianPhone: String((enrolPhone += 11)),
      relationType: 2,
      status: placed ? 1 : 0,
      classId: placed ? classIds[0]! : null,
      childId: null,
      createdAt: day(40 - index),
      placedAt: placed ? day(3) : null,
      admittedAt: null,
      removedAt: null,
    };
  });
  await trx.insertInto('enrolment').values(enrolments).execute();
}

/** The last `count` school days before today, no further back than the start of the year. */
async function demoSchoolDays(db: SchoolDb, year: { startDate: string }, today: string, count: number): Promise<string[]> {
  const yesterday = addDays(today, -1);
  if (yesterday < year.startDate) return [];
  const { schoolDays } = await schoolCalendar(db, { startDate: year.startDate, endDate: yesterday });
  return schoolDays.slice(-count);
}

/**
 * What each module records of the school's life (holidays, then the last school days of attendance,
 * class dynamics, works, notes, growth records, cookbooks, checkups, activities...), module by module
 * in the order of the module list.
 */
async function seedModules(
  trx: Transaction<Database>,
  schoolId: number,
  plan: { today: Date; year: ReturnType<typeof currentSchoolYear>; machineKey: string; seed: number; schoolDays: number | undefined },
) {
  const db = scopeToSchool(trx, schoolId);
  const today = schoolDate(plan.today);
  let schoolDays: Promise<string[]> | undefined;
  const demo = {
    schoolId,
    year: plan.year,
    today,
    now: iso(plan.today),
    machineKey: plan.machineKey,
    // A random source of its own keeps the rest of the demo as it was.
    random: seededRandom(plan.seed),
    seed: plan.seed,
    schoolDays: () => (schoolDays ??= demoSchoolDays(db, plan.year, today, plan.schoolDays ?? DEMO_SCHOOL_DAYS)),
  };
  for (const module of serverModules as readonly ServerModule<never, object>[]) await module.demo?.(db, demo);
}

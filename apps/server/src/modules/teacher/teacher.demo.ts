import { personName } from '../../core/demo-random.js';
import type { DemoClass, DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { accountIdsOfPhones, setPasswordHash } from '../session/index.js';

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

/** What a school's hiring needs from one class to the next: its groups and roles by name, the phones handed out. */
interface Hiring {
  departments: Map<string, number>;
  posts: Map<string, number>;
  roles: Map<string, number>;
  /** The last made-up phone given; the next staff member without one gets the one after. */
  lastPhone: number;
  /** The demo class teacher's phone, until a head teacher gets it. */
  teacherPhone: string | undefined;
}

/** The hiring of each demo school, from its staff without a class to the staff of its last class. */
const hiringOf = new WeakMap<DemoPlan, Hiring>();

interface NewStaff {
  phone?: string | undefined;
  post: string;
  department: string;
  role: string;
  password?: boolean;
  groupAdmin?: boolean;
}

async function namedRows(db: SchoolDb, table: 'department' | 'post', names: string[]) {
  const rows = await db
    .insertInto(table)
    .values(names.map((name, index) => ({ name, sortOrder: index + 1 })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function hire(db: SchoolDb, plan: DemoPlan, hiring: Hiring, staff: NewStaff): Promise<number> {
  const random = plan.people;
  const sex = random.next() < 0.9 ? 2 : 1;
  const phone = staff.phone ?? String(++hiring.lastPhone);
  const accountId = (await accountIdsOfPhones(db, [phone], plan.now)).get(phone)!;
  if (staff.password) await setPasswordHash(db, accountId, plan.passwordHash);
  const educations = EDUCATION_BY_POST[staff.post]!;
  const { id } = await db
    .insertInto('teacher')
    .values({
      name: personName(random, sex, true),
      sex,
      phone,
      accountId,
      roleId: hiring.roles.get(staff.role)!,
      departmentId: hiring.departments.get(staff.department)!,
      postId: hiring.posts.get(staff.post)!,
      isGroupAdmin: staff.groupAdmin ? 1 : 0,
      birthday: `${random.between(1975, 1999)}-0${random.between(1, 9)}-1${random.between(0, 9)}`,
      entryDate: `${random.between(2010, 2025)}-0${random.between(1, 8)}-01`,
      education: educations[hiring.lastPhone % educations.length],
      photoUrl: null,
      createdAt: plan.now,
      leftAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The departments and posts, the principal (who signs in), and the staff no class has. */
export async function seedStaff(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const roles = await db.selectFrom('role').select(['id', 'name']).execute();
  const hiring: Hiring = {
    departments: await namedRows(db, 'department', DEPARTMENTS),
    posts: await namedRows(db, 'post', POSTS),
    roles: new Map(roles.map((role) => [role.name, role.id])),
    lastPhone: plan.school.phoneBase,
    teacherPhone: plan.school.teacherPhone,
  };
  hiringOf.set(plan, hiring);
  await hire(db, plan, hiring, { phone: plan.school.adminPhone, post: '园长', department: '园务办公室', role: '园长', password: true, groupAdmin: plan.school.adminIsGroupAdmin });
  for (const support of plan.school.supportStaff) {
    for (let index = 0; index < support.count; index += 1) await hire(db, plan, hiring, { post: support.post, department: support.department, role: '教师' });
  }
}

/** A class's three staff, in this order: its head teacher (the grade's leader, or the demo teacher who signs in), assistant and caregiver. */
export async function seedClassStaff(db: SchoolDb, plan: DemoPlan, demoClass: DemoClass): Promise<void> {
  const hiring = hiringOf.get(plan)!;
  const demoPhone = demoClass.leadsGrade ? undefined : hiring.teacherPhone;
  if (demoPhone) hiring.teacherPhone = undefined;
  await hire(db, plan, hiring, {
    phone: demoPhone,
    post: demoClass.leadsGrade ? '年级组长' : '主班教师',
    department: '教学部',
    role: demoClass.leadsGrade ? '年级组长' : '教师',
    password: Boolean(demoPhone),
  });
  await hire(db, plan, hiring, { post: '配班教师', department: '教学部', role: '教师' });
  await hire(db, plan, hiring, { post: '保育员', department: '保育部', role: '教师' });
}

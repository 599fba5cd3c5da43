import { grantsModule, TeacherStatus, type ModuleCode } from '@yuanwu/shared';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { modulesOfRoles } from '../role/index.js';
import { departments, phonesInUse, posts, roles } from './teacher.repository.js';

/**
 * What a new or edited teacher may refer to, loaded once per call: the school's departments, posts
 * and roles (and whether the caller may hand each role out), and the phones already in use.
 */
export interface StaffDirectory {
  departments: Map<number, string>;
  posts: Map<number, string>;
  roles: Map<number, { name: string; assignable: boolean }>;
  phones: Map<string, { id: number; name: string; status: number }>;
}

export async function loadDirectory(db: SchoolDb, session: SessionIdentity): Promise<StaffDirectory> {
  const [departmentRows, postRows, roleRows, phoneRows] = await Promise.all([
    departments(db),
    posts(db),
    roles(db),
    phonesInUse(db),
  ]);
  const modules = await modulesOfRoles(db, roleRows.map((role) => role.roleId));
  const assignable = (roleId: number) => (modules.get(roleId) ?? []).every((code) => grantsModule(session.modules, code as ModuleCode));
  return {
    departments: new Map(departmentRows.map((row) => [row.departmentId, row.departmentName])),
    posts: new Map(postRows.map((row) => [row.postId, row.schoolDutyName])),
    roles: new Map(roleRows.map((row) => [row.roleId, { name: row.roleName, assignable: assignable(row.roleId) }])),
    phones: new Map(phoneRows.map((row) => [row.phone, { id: row.id, name: row.name, status: row.status }])),
  };
}

/** Why `phone` cannot be given to a teacher (other than `exceptTeacherId`), or undefined. */
export function phoneTaken(holder: { id: number; name: string; status: number } | undefined, phone: string, exceptTeacherId?: number | null) {
  if (!holder || holder.id === exceptTeacherId) return undefined;
  return holder.status === TeacherStatus.LEFT
    ? `手机号${phone}属于离职人员「${holder.name}」，可在离职人员中恢复其账号`
    : `手机号${phone}已被本园教职工「${holder.name}」使用`;
}

/** Why the department, post or role ids cannot be used, in the order a form shows them. */
export function referenceProblems(directory: StaffDirectory, fields: { departmentId?: number | null | undefined; postId?: number | null | undefined; roleId?: number | null | undefined }): string[] {
  const problems: string[] = [];
  if (fields.departmentId && !directory.departments.has(fields.departmentId)) problems.push('部门不存在');
  if (fields.postId && !directory.posts.has(fields.postId)) problems.push('职务不存在');
  if (fields.roleId && !directory.roles.has(fields.roleId)) problems.push('角色不存在');
  return problems;
}

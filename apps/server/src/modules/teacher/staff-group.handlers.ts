import { departmentEndpoints, postEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { StaffGroupService } from './staff-group.service.js';

type Group = { id: number; name: string; sortOrder: number; teacherCount: number };
const asDepartment = ({ id, name, ...rest }: Group) => ({ departmentId: id, departmentName: name, ...rest });
const asPost = ({ id, name, ...rest }: Group) => ({ postId: id, postName: name, ...rest });

export const departmentHandlers = (departments: StaffGroupService) =>
  handlersFor(departmentEndpoints, {
    getDepartmentList: (_input, { db }) => departments.list(db).then((rows) => rows.map(asDepartment)),
    addDepartment: (input, { db }) => departments.add(db, input.departmentName).then((departmentId) => ({ departmentId })),
    updateDepartmentName: (input, { db }) => departments.rename(db, input.departmentId, input.departmentName).then((departmentId) => ({ departmentId })),
    updateDepartmentOrder: (input, { db }) => departments.reorder(db, input.departmentIds),
    delDepartment: (input, { db }) => departments.remove(db, input.departmentId),
  });

export const postHandlers = (posts: StaffGroupService) =>
  handlersFor(postEndpoints, {
    getPostList: (_input, { db }) => posts.list(db).then((rows) => rows.map(asPost)),
    addPost: (input, { db }) => posts.add(db, input.postName).then((postId) => ({ postId })),
    updatePostName: (input, { db }) => posts.rename(db, input.postId, input.postName).then((postId) => ({ postId })),
    updatePostOrder: (input, { db }) => posts.reorder(db, input.postIds),
    delPost: (input, { db }) => posts.remove(db, input.postId),
  });

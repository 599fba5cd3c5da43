import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddDepartmentInput,
  AddPostInput,
  Department,
  DepartmentIdInput,
  DepartmentOrderInput,
  Post,
  PostIdInput,
  PostOrderInput,
  RenameDepartmentInput,
  RenamePostInput,
  SavedDepartment,
  SavedPost,
} from './staff-group.schemas.js';

const SECTORS = 'StaffingManage.SectorManage';
const POSTS = 'StaffingManage.PostManage';

/** 部门管理: list, add, rename, reorder (drag), delete. */
export const departmentEndpoints = {
  getDepartmentList: defineEndpoint({
    id: 'department.getDepartmentList',
    summary: '部门列表（按排序，含在职人数）',
    access: SECTORS,
    legacy: { method: 'GET', path: '/api/Teacher4/GetDepartmentList' },
    java: { method: 'GET', path: '/javaApi/department/getDepartmentList' },
    input: z.object({}),
    output: z.array(Department),
  }),
  addDepartment: defineEndpoint({
    id: 'department.addDepartment',
    summary: '添加部门（排在最后）',
    access: SECTORS,
    legacy: { method: 'POST', path: '/api/Teacher4/AddDepartment' },
    java: { method: 'POST', path: '/javaApi/department/addDepartment' },
    input: AddDepartmentInput,
    output: SavedDepartment,
    creates: 'departmentId',
  }),
  updateDepartmentName: defineEndpoint({
    id: 'department.updateDepartmentName',
    summary: '部门改名',
    access: SECTORS,
    legacy: { method: 'POST', path: '/api/Teacher4/UpdateDepartmentName' },
    java: { method: 'POST', path: '/javaApi/department/updateDepartmentName' },
    input: RenameDepartmentInput,
    output: SavedDepartment,
  }),
  updateDepartmentOrder: defineEndpoint({
    id: 'department.updateDepartmentOrder',
    summary: '部门排序（拖动后提交全部部门编号的新顺序）',
    access: SECTORS,
    legacy: { method: 'POST', path: '/api/Teacher4/UpdateDepartmentOrder' },
    java: { method: 'POST', path: '/javaApi/department/updateDepartmentOrder' },
    input: DepartmentOrderInput,
    output: Done,
  }),
  delDepartment: defineEndpoint({
    id: 'department.delDepartment',
    summary: '删除部门（部门下没有在职教职工时）',
    access: SECTORS,
    legacy: { method: 'POST', path: '/api/Teacher4/DelDepartment' },
    java: { method: 'POST', path: '/javaApi/department/delDepartment' },
    input: DepartmentIdInput,
    output: Done,
  }),
};

/** 职务管理: the school's duties (SchoolDuty). */
export const postEndpoints = {
  getPostList: defineEndpoint({
    id: 'post.getPostList',
    summary: '职务列表（按排序，含在职人数）',
    access: POSTS,
    legacy: { method: 'GET', path: '/api/Teacher4/GetSchoolDutyList' },
    java: { method: 'GET', path: '/javaApi/post/getPostList' },
    input: z.object({}),
    output: z.array(Post),
  }),
  addPost: defineEndpoint({
    id: 'post.addPost',
    summary: '添加职务（排在最后）',
    access: POSTS,
    legacy: { method: 'POST', path: '/api/Teacher4/AddSchoolDuty' },
    java: { method: 'POST', path: '/javaApi/post/addPost' },
    input: AddPostInput,
    output: SavedPost,
    creates: 'postId',
  }),
  updatePostName: defineEndpoint({
    id: 'post.updatePostName',
    summary: '职务改名',
    access: POSTS,
    legacy: { method: 'POST', path: '/api/Teacher4/UpdateSchoolDutyName' },
    java: { method: 'POST', path: '/javaApi/post/updatePostName' },
    input: RenamePostInput,
    output: SavedPost,
  }),
  updatePostOrder: defineEndpoint({
    id: 'post.updatePostOrder',
    summary: '职务排序（提交全部职务编号的新顺序）',
    access: POSTS,
    legacy: { method: 'POST', path: '/api/Teacher4/UpdateSchoolDutyOrder' },
    java: { method: 'POST', path: '/javaApi/post/updatePostOrder' },
    input: PostOrderInput,
    output: Done,
  }),
  delPost: defineEndpoint({
    id: 'post.delPost',
    summary: '删除职务（没有在职教职工担任时）',
    access: POSTS,
    legacy: { method: 'POST', path: '/api/Teacher4/DelSchoolDuty' },
    java: { method: 'POST', path: '/javaApi/post/delPost' },
    input: PostIdInput,
    output: Done,
  }),
};

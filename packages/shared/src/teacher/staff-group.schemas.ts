import { z } from 'zod';
import { nameText } from '../fields.js';
import { id } from '../endpoint.js';

/** Ids in their new order; a form may send them comma-joined. */
const orderedIds = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(id()).min(1, '请提供排序后的全部编号'),
  );

const departmentName = () => nameText('部门名称', 20);
const postName = () => nameText('职务名称', 20);

/** Departments (部门). */
export const Department = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
  sortOrder: z.number().int(),
  /** Staff who have not left. */
  teacherCount: z.number().int(),
});
export const AddDepartmentInput = z.object({ departmentName: departmentName() });
export const RenameDepartmentInput = z.object({ departmentId: id(), departmentName: departmentName() });
export const DepartmentIdInput = z.object({ departmentId: id() });
export const DepartmentOrderInput = z.object({ departmentIds: orderedIds() });
export const SavedDepartment = z.object({ departmentId: z.number().int() });

/** Posts (职务, SchoolDuty in the API). */
export const Post = z.object({
  postId: z.number().int(),
  postName: z.string(),
  sortOrder: z.number().int(),
  teacherCount: z.number().int(),
});
export const AddPostInput = z.object({ postName: postName() });
export const RenamePostInput = z.object({ postId: id(), postName: postName() });
export const PostIdInput = z.object({ postId: id() });
export const PostOrderInput = z.object({ postIds: orderedIds() });
export const SavedPost = z.object({ postId: z.number().int() });

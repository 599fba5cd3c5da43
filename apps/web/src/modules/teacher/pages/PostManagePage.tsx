import { AddPostInput } from '@yuanwu/shared';
import { useMemo } from 'react';
import { StaffGroupManage } from '../components/StaffGroupManage';
import { useAddPost, useDeletePost, usePosts, useRenamePost, useReorderPosts } from '../teacher.queries';

/** 职务管理: the school's duties (SchoolDuty). */
export default function PostManagePage() {
  const posts = usePosts();
  const add = useAddPost();
  const rename = useRenamePost();
  const remove = useDeletePost();
  const reorder = useReorderPosts();
  const rows = useMemo(() => posts.data?.map((row) => ({ id: row.postId, name: row.postName, teacherCount: row.teacherCount })), [posts.data]);
  return (
    <StaffGroupManage
      label="职务"
      rows={rows}
      query={posts}
      nameSchema={AddPostInput.shape.postName}
      onAdd={(postName) => add.mutateAsync(postName)}
      onRename={(postId, postName) => rename.mutateAsync({ postId, postName })}
      onDelete={(postId) => remove.mutateAsync(postId)}
      onReorder={(ids) => reorder.mutate(ids)}
    />
  );
}

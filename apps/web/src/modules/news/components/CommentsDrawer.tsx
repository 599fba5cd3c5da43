import { AddCommentInput, NewsStatus, type ArticleRow, type CommentRow } from '@yuanwu/shared';
import { App, Button, Drawer, Form, Input, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { listeningForFieldErrors } from '../../../api';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { fieldErrorShower } from '../../../components/FormModal';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { commentPageSource, useAddComment, useDeleteComment } from '../news.queries';

const NO_FILTERS = {};

/** Why the article takes no comment now, if it does not. */
function closedReason(article: ArticleRow): string | undefined {
  if (article.status !== NewsStatus.PUBLISHED) return '新闻发布后才能评论。';
  return article.isAllowComment ? undefined : '这篇新闻未开启评论。';
}

/** A comment of the school's own, as a reply to the families. */
function CommentBox({ article }: { article: ArticleRow }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddComment();

  const submit = async ({ content }: { content: string }) => {
    try {
      await listeningForFieldErrors(fieldErrorShower(form, undefined), () => add.mutateAsync({ newsId: article.newsId, content: content.trim() }));
    } catch {
      // Shown under the box (a word it may not carry) or by the request layer.
      return;
    }
    form.resetFields();
    void message.success('评论已发表');
  };

  return (
    <Form form={form} name="newsComment" className="news-comments__box" onFinish={(values) => void submit(values)}>
      <Form.Item name="content" rules={[ruleFrom(AddCommentInput.shape.content)]}>
        <Input.TextArea aria-label="评论内容" placeholder="以本园名义回复家长和老师" autoSize={{ minRows: 2, maxRows: 5 }} count={lengthCount(AddCommentInput.shape.content)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        发表评论
      </Button>
    </Form>
  );
}

function CommentList({ article }: { article: ArticleRow }) {
  const { message } = App.useApp();
  const source = useMemo(() => commentPageSource(article.newsId), [article.newsId]);
  const list = usePagedList({ ...source, filters: NO_FILTERS, pageSize: 10, url: { inUrl: false } });
  const remove = useDeleteComment();
  const closed = closedReason(article);

  const columns: TableColumnsType<CommentRow> = [
    { title: '评论人', dataIndex: 'authorName', width: 100 },
    { title: '内容', dataIndex: 'content', render: (content: string) => <div className="news-comments__content">{content}</div> },
    { title: '时间', dataIndex: 'createdAt', width: 140, render: (time: string) => minuteOf(time) },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, comment) =>
        comment.canDelete ? (
          <DeleteButton title="确定删除这条评论吗？" onConfirm={() => remove.mutateAsync(comment.commentId).then(() => message.success('评论已删除'))} />
        ) : null,
    },
  ];

  return (
    <>
      {closed ? <p className="text-muted">{closed}</p> : <CommentBox article={article} />}
      <PagedTable<CommentRow> list={list} rowKey="commentId" columns={columns} what="评论" emptyText="还没有评论" simpleEmpty size="small" pagination={{ showTotal: (total) => `共 ${total} 条` }} />
    </>
  );
}

/** 评论: an article's comments, newest first, to read, answer and moderate. */
export function CommentsDrawer({ article, onClose }: { article: ArticleRow | undefined; onClose(): void }) {
  return (
    <Drawer title={article ? `评论 · ${article.title}` : '评论'} open={Boolean(article)} onClose={onClose} size={640} destroyOnHidden>
      {article ? <CommentList article={article} /> : null}
    </Drawer>
  );
}

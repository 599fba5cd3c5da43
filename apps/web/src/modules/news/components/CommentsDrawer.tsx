import { AddCommentInput, NewsStatus, type ArticleRow, type CommentRow } from '@yuanwu/shared';
import { App, Button, Drawer, Form, Input } from 'antd';
import { listeningForFieldErrors } from '../../../api';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { fieldErrorShower } from '../../../components/FormModal';
import { InfiniteList } from '../../../components/InfiniteList';
import { useAddComment, useArticleComments, useDeleteComment } from '../news.queries';

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

function CommentItem({ comment }: { comment: CommentRow }) {
  const { message } = App.useApp();
  const remove = useDeleteComment();
  return (
    <article className="news-comments__item">
      <header className="news-comments__head">
        <span className="news-comments__author">{comment.authorName}</span>
        <time className="text-muted">{minuteOf(comment.createdAt)}</time>
        {comment.canDelete ? (
          <DeleteButton title="确定删除这条评论吗？" onConfirm={() => remove.mutateAsync(comment.commentId).then(() => message.success('评论已删除'))} />
        ) : null}
      </header>
      <div className="news-comments__content">{comment.content}</div>
    </article>
  );
}

function CommentList({ article }: { article: ArticleRow }) {
  const comments = useArticleComments(article.newsId);
  const closed = closedReason(article);
  const total = comments.data?.pages[0]?.total;
  return (
    <>
      {closed ? <p className="text-muted">{closed}</p> : <CommentBox article={article} />}
      {total ? <div className="text-muted news-comments__total">共 {total} 条评论</div> : null}
      <InfiniteList pages={comments} what="评论" itemKey={(comment) => comment.commentId} renderItem={(comment) => <CommentItem comment={comment} />} />
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

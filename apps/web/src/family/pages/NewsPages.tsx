import { Button, Card, Dialog, Empty, Image, List, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { familySession } from '../family-session';
import { useAddComment, useArticle, useComments, useDeleteComment, useNewsList } from '../family.queries';
import { Loaded, shortTime } from './Loading';

/** 园所新闻: the articles for the child's grade, from its school or its head school. */
export function NewsListPage() {
  const navigate = useNavigate();
  const news = useNewsList();
  return (
    <Loaded query={news}>
      {(page) =>
        page.list.length === 0 ? (
          <Empty description="暂无新闻" />
        ) : (
          <div className="family__cards">
            {page.list.map((article) => (
              <Card key={article.newsId} className="family-news" onClick={() => navigate(familyPaths.article(article.newsId))}>
                {article.coverImg ? <Image className="family-news__cover" src={article.coverImg} fit="cover" lazy /> : null}
                <div className="family-news__title">{article.title}</div>
                <div className="family__muted">
                  {article.schoolName} · {article.activeDate}
                  {article.commentCount ? ` · ${article.commentCount} 条评论` : ''}
                  {article.readAt ? '' : ' · 未读'}
                </div>
              </Card>
            ))}
          </div>
        )
      }
    </Loaded>
  );
}

function Comments({ newsId, open }: { newsId: number; open: boolean }) {
  const comments = useComments(newsId);
  const add = useAddComment(newsId);
  const remove = useDeleteComment(newsId);
  const [text, setText] = useState('');
  const send = () =>
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        Toast.show({ content: '评论已发表' });
      },
      onError: (error) => Toast.show({ content: failureText(error) }),
    });
  return (
    <section className="family-comments" aria-label="评论">
      <Loaded query={comments}>
        {(page) => (
          <List header={`评论（${page.total}）`}>
            {page.list.length === 0 ? <List.Item>还没有评论</List.Item> : null}
            {page.list.map((comment) => (
              <List.Item
                key={comment.commentId}
                description={shortTime(comment.createdAt)}
                extra={
                  comment.isMine ? (
                    <Button size="mini" fill="none" onClick={() => void Dialog.confirm({ content: '删除这条评论？', onConfirm: () => remove.mutate(comment.commentId) })}>
                      删除
                    </Button>
                  ) : null
                }
              >
                <span className="family-comments__author">{comment.authorName}：</span>
                {comment.content}
              </List.Item>
            ))}
          </List>
        )}
      </Loaded>
      {open ? (
        <div className="family-comments__form">
          <TextArea aria-label="写评论" placeholder="写下您的评论" value={text} onChange={setText} maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          <Button color="primary" size="small" disabled={!text.trim()} loading={add.isPending} onClick={send}>
            发表
          </Button>
        </div>
      ) : (
        <p className="family__muted">本文未开启评论</p>
      )}
    </section>
  );
}

/** An article, read, with its comments (a family's: teachers comment in the console). */
export function NewsDetailPage() {
  const newsId = Number(useParams().newsId);
  const article = useArticle(newsId);
  return (
    <Loaded query={article}>
      {(detail) => (
        <article className="family-article">
          {detail.bannerImg ? <Image src={detail.bannerImg} fit="cover" /> : null}
          <h1 className="family-article__title">{detail.title}</h1>
          <div className="family-article__meta">
            {[detail.author, detail.schoolName, detail.activeDate].filter(Boolean).join(' · ')}
          </div>
          <div className="family-article__content" dangerouslySetInnerHTML={{ __html: detail.content }} />
          {detail.linkUrl ? (
            <a className="family-article__link" href={detail.linkUrl} target="_blank" rel="noreferrer">
              查看原文
            </a>
          ) : null}
          {familySession.teacher() ? null : <Comments newsId={newsId} open={detail.isAllowComment} />}
        </article>
      )}
    </Loaded>
  );
}

import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { newsStatusLabel, type ArticleRow } from '@yuanwu/shared';
import { App, Button, DatePicker, Form, Input, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { urlParam } from '../../../components/url-state';
import { audienceText, statusColor } from '../article-form';
import { ArticlePreviewModal } from '../components/ArticlePreviewModal';
import { CommentsDrawer } from '../components/CommentsDrawer';
import { PinModal } from '../components/PinModal';
import { ADD_NEWS_PATH, editNewsPath } from '../news.paths';
import { ANY, articleListSource, useDeleteArticle, useUnpinArticle, type ArticleFilters } from '../news.queries';
import '../news.css';

const initialFilters: ArticleFilters = { status: ANY, keyword: '', dates: null };
const filterParams = { dates: urlParam.dayRange() };
const statusOptions = [{ value: ANY, label: '全部' }, ...Object.entries(newsStatusLabel).map(([value, label]) => ({ value: Number(value), label }))];

function TitleCell({ article }: { article: ArticleRow }) {
  return (
    <div className="news-list__article">
      {article.coverImg ? <img className="news-list__cover" src={article.coverImg} alt="" /> : <div className="news-list__cover news-list__cover--none">无封面</div>}
      <div className="news-list__text">
        <div className="news-list__title">
          {article.isTop ? (
            <Tag color="red" icon={<PushpinFilled />} className="news-list__pin">
              置顶至 {article.topEndDate}
            </Tag>
          ) : null}
          {article.title}
        </div>
        <div className="news-list__summary">{article.summary}</div>
        <div className="news-list__meta">
          {article.author || article.adderName}
          {article.isOwn ? null : <span className="news-list__from">{article.publishSchoolName}发布，本园只能查看</span>}
        </div>
      </div>
    </div>
  );
}

/** 园所新闻: the school's articles, pinned first, to write, preview, pin, moderate and remove. */
export default function SchoolNewsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState<number>();
  const [pinning, setPinning] = useState<ArticleRow>();
  const [commenting, setCommenting] = useState<ArticleRow>();
  const remove = useDeleteArticle();
  const unpin = useUnpinArticle();

  const unpinArticle = (article: ArticleRow) =>
    unpin.mutateAsync(article.newsId).then(
      () => message.success(`已取消置顶「${article.title}」`),
      () => undefined,
    );

  const columns: TableColumnsType<ArticleRow> = [
    { title: '新闻', key: 'article', render: (_, article) => <TitleCell article={article} /> },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: number, article) => <Tag color={statusColor[status]}>{article.statusName}</Tag>,
    },
    { title: '生效日期', dataIndex: 'activeDate', width: 110 },
    { title: '发布对象', key: 'audience', width: 150, render: (_, article) => audienceText(article) },
    { title: '阅读', dataIndex: 'readCount', width: 60, align: 'right' },
    {
      title: '评论',
      dataIndex: 'commentCount',
      width: 60,
      align: 'right',
      render: (count: number, article) => (
        <Button type="link" size="small" onClick={() => setCommenting(article)} aria-label={`查看「${article.title}」的评论`}>
          {count}
        </Button>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 270,
      render: (_, article) => (
        <Space size={0}>
          {article.isOwn ? (
            <Button type="link" size="small" onClick={() => void navigate(editNewsPath(article.newsId))}>
              编辑
            </Button>
          ) : null}
          <Button type="link" size="small" onClick={() => setPreviewing(article.newsId)}>
            预览
          </Button>
          {article.isOwn && article.isTop ? (
            <Button type="link" size="small" onClick={() => void unpinArticle(article)}>
              取消置顶
            </Button>
          ) : null}
          {article.isOwn && !article.isTop ? (
            <Tooltip title={article.isPublish ? undefined : '草稿发布后才能置顶'}>
              <Button type="link" size="small" disabled={!article.isPublish} onClick={() => setPinning(article)}>
                置顶
              </Button>
            </Tooltip>
          ) : null}
          <Button type="link" size="small" onClick={() => setCommenting(article)}>
            评论
          </Button>
          {article.isOwn ? (
            <DeleteButton
              title={`确定删除「${article.title}」吗？`}
              description="新闻的评论和阅读记录将一并删除，且无法恢复。"
              onConfirm={() => remove.mutateAsync(article.newsId).then(() => message.success(`已删除「${article.title}」`))}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ArticleRow, ArticleFilters>
        title="园所新闻"
        source={articleListSource}
        rowKey="newsId"
        columns={columns}
        initialFilters={initialFilters}
        filterParams={filterParams}
        emptyText="没有符合条件的新闻。可点击「写新闻」发布园所的新鲜事"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADD_NEWS_PATH)}>
            写新闻
          </Button>
        }
        filters={
          <>
            <Form.Item name="status" label="状态">
              <Select className="news-filter__select" options={statusOptions} />
            </Form.Item>
            <Form.Item name="dates" label="生效日期">
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="keyword" label="搜索">
              <Input placeholder="标题、作者或摘要" allowClear />
            </Form.Item>
          </>
        }
      />
      <ArticlePreviewModal newsId={previewing} onClose={() => setPreviewing(undefined)} />
      <PinModal article={pinning} onClose={() => setPinning(undefined)} />
      <CommentsDrawer article={commenting} onClose={() => setCommenting(undefined)} />
    </>
  );
}

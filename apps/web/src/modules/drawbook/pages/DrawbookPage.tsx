import { PlusOutlined, ReadOutlined } from '@ant-design/icons';
import { DrawbookCountInput, DrawbookPageType, type DrawbookDetail, type DrawbookRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { DrawbookFormModal } from '../components/DrawbookFormModal';
import { DrawbookPreviewModal } from '../components/DrawbookPreviewModal';
import { ANY_GRADE, drawbookListSource, useDeleteDrawbook, useDrawbookGrades, useFetchDrawbook, type DrawbookFilters } from '../drawbook.queries';
import '../drawbook.css';

const initialFilters: DrawbookFilters = { gradeId: ANY_GRADE, searchContent: '' };

/** The grades that have books, with how many: the filter offers no grade that would find nothing. */
function GradeFilter(props: { value?: number; onChange?: (value: number) => void }) {
  const grades = useDrawbookGrades();
  const options = [{ value: ANY_GRADE, label: '全部年级' }, ...(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: `${grade.gradeName}（${grade.count}）` }))];
  return <QuerySelect<number> {...props} query={grades} what="年级" options={options} className="drawbook-filter__grade" aria-label="年级" />;
}

/** 绘本: the school's picture book library, by grade, with its covers; books are added, edited, previewed and deleted here. */
export default function DrawbookPage() {
  const { message } = App.useApp();
  const [previewId, setPreviewId] = useState<number>();
  const [form, setForm] = useState<{ book?: DrawbookDetail } | undefined>();
  const [opening, setOpening] = useState<number>();
  const fetchBook = useFetchDrawbook();
  const remove = useDeleteDrawbook();

  const edit = async (drawbookId: number) => {
    setOpening(drawbookId);
    try {
      setForm({ book: await fetchBook(drawbookId) });
    } catch {
      // Reported as a toast by the query cache.
    } finally {
      setOpening(undefined);
    }
  };

  const columns: TableColumnsType<DrawbookRow> = [
    {
      title: '封面',
      dataIndex: 'coverFileId',
      width: 88,
      render: (fileId: number, row) => (
        <div className="drawbook-cover">
          <StoredPicture fileId={fileId} alt={`${row.drawbookName}的封面`} placeholder={<ReadOutlined />} />
        </div>
      ),
    },
    {
      title: '绘本',
      dataIndex: 'drawbookName',
      render: (name: string, row) => (
        <div>
          <Button type="link" size="small" className="drawbook-list__name" onClick={() => setPreviewId(row.drawbookId)}>
            {name}
          </Button>
          <div className="drawbook-list__meta">{row.author || '未填作者'}</div>
          {row.introduction ? (
            <Typography.Paragraph className="drawbook-list__intro" ellipsis={{ rows: 2, tooltip: row.introduction }}>
              {row.introduction}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    { title: '年级', dataIndex: 'gradeName', width: 72 },
    {
      title: '内容',
      key: 'pages',
      width: 96,
      render: (_, row) => (row.pageType === DrawbookPageType.PDF ? 'PDF 文件' : `图片 ${row.pageCount} 页`),
    },
    {
      title: '添加人',
      key: 'adder',
      width: 150,
      render: (_, row) => (
        <div className="drawbook-list__meta">
          <div>{row.adderName}</div>
          <div>{minuteOf(row.addTime)}</div>
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 168,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setPreviewId(row.drawbookId)}>
            预览
          </Button>
          <Button type="link" size="small" loading={opening === row.drawbookId} onClick={() => void edit(row.drawbookId)}>
            编辑
          </Button>
          <DeleteButton
            title={`确定删除「${row.drawbookName}」吗？`}
            description="绘本的封面和页面文件将一并删除，无法恢复。"
            onConfirm={() => remove.mutateAsync(row.drawbookId).then(() => void message.success(`已删除「${row.drawbookName}」`))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<DrawbookRow, DrawbookFilters>
        title="绘本"
        source={drawbookListSource}
        rowKey="drawbookId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="没有符合条件的绘本。可点击“添加绘本”上传封面和页面"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            添加绘本
          </Button>
        }
        filters={
          <>
            <Form.Item name="gradeId" label="年级">
              <GradeFilter />
            </Form.Item>
            <Form.Item name="searchContent" label="搜索">
              <Input placeholder="书名或作者" allowClear maxLength={textLimit(DrawbookCountInput.shape.searchContent)} />
            </Form.Item>
          </>
        }
      />
      <DrawbookFormModal open={Boolean(form)} book={form?.book} onClose={() => setForm(undefined)} />
      <DrawbookPreviewModal drawbookId={previewId} onClose={() => setPreviewId(undefined)} />
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { ResearchKind, researchKindLabel, TeacherStatus, type TeacherResearchPage } from '@yuanwu/shared';
import { App, Button, Card, Segmented, Space, Statistic, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { urlParam, useUrlState } from '../../../components/url-state';
import { KIND_COLORS, participantsText, timeRangeText } from '../research-text';
import { ALL_KINDS, teacherResearchSource, useDeleteResearch, type ResearchRef } from '../teach-research.queries';
import { ResearchDetailDrawer } from './ResearchDetailDrawer';
import { ResearchFormModal } from './ResearchFormModal';
import '../teach-research.css';

type ResearchItem = TeacherResearchPage['list'][number];

const PAGE_SIZE = 10;
const kindFilterOptions = [{ value: ALL_KINDS, label: '全部' }, ...Object.entries(researchKindLabel).map(([value, label]) => ({ value: Number(value), label }))];

interface TeacherResearchTabProps {
  teacher: { teacherId: number; teacherName: string; status: number };
}

/** The form: closed, adding, or editing a record. */
type FormState = { record?: ResearchRef | undefined } | undefined;

function KindCounts({ counts }: { counts: TeacherResearchPage['kindCounts'] }) {
  const total = counts.reduce((sum, item) => sum + item.count, 0);
  return (
    <Card variant="borderless">
      <div className="research-counts">
        <Statistic title="教研活动合计" value={total} suffix="次" />
        {counts.map((item) => (
          <Statistic key={item.kind} title={item.kindName} value={item.count} suffix="次" />
        ))}
      </div>
    </Card>
  );
}

/** 教研情况 of a teacher's detail: counts by kind, and the records they led or joined. A leaver's are read-only. */
export function TeacherResearchTab({ teacher }: TeacherResearchTabProps) {
  // A tab of the teacher's page: its names are set apart from the page's own (researchKind, researchPage).
  const [{ kind }, set] = useUrlState({ kind: urlParam.integer(ALL_KINDS) }, { prefix: 'research' });
  const [shown, setShown] = useState<ResearchRef>();
  const [form, setForm] = useState<FormState>();
  const research = usePagedList({ ...teacherResearchSource, filters: { teacherId: teacher.teacherId, kind }, pageSize: PAGE_SIZE, url: { prefix: 'research' } });
  const remove = useDeleteResearch();
  const { message } = App.useApp();
  const editable = teacher.status !== TeacherStatus.LEFT;

  const removeRecord = async (row: ResearchItem) => {
    await remove.mutateAsync(row.researchId);
    void message.success(`已删除教研记录「${row.title}」`);
  };

  const columns: TableColumnsType<ResearchItem> = [
    {
      title: '日期',
      dataIndex: 'researchDate',
      width: 150,
      render: (date: string, row) => (
        <div>
          <div>{date}</div>
          <div className="research-muted research-subline">{[row.weekIndex ? `第${row.weekIndex}周` : '', timeRangeText(row)].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    { title: '类型', dataIndex: 'kindName', width: 110, render: (name: string, row) => <Tag color={KIND_COLORS[row.kind]}>{name}</Tag> },
    {
      title: '教研主题',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Button type="link" className="research-title" onClick={() => setShown(row)}>
          {title}
        </Button>
      ),
    },
    { title: '主持/执教', dataIndex: 'organizerName', width: 100 },
    { title: '参与教师', dataIndex: 'participants', ellipsis: true, render: (participants: ResearchItem['participants']) => participantsText(participants) || '—' },
    {
      title: '本人',
      dataIndex: 'isOrganizer',
      width: 80,
      render: (isOrganizer: boolean, row) =>
        isOrganizer ? <Tag color="gold">{row.kind === ResearchKind.TRIAL ? '执教' : '主持'}</Tag> : <Tag>参与</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: editable ? 170 : 80,
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setShown(row)}>
            查看
          </Button>
          {editable ? (
            <>
              <Button type="link" size="small" onClick={() => setForm({ record: row })}>
                编辑
              </Button>
              <DeleteButton title={`删除教研记录「${row.title}」吗？`} description="删除后无法恢复，附件仍保留在文件库中。" onConfirm={() => removeRecord(row)} />
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="research-tab">
      {research.page.data ? <KindCounts counts={research.page.data.kindCounts} /> : null}
      <Card
        variant="borderless"
        title="教研记录"
        extra={
          <Space>
            <Segmented<number> options={kindFilterOptions} value={kind} onChange={(next) => set({ kind: next })} />
            {editable ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
                添加教研记录
              </Button>
            ) : null}
          </Space>
        }
      >
        <PagedTable<ResearchItem>
          list={research}
          rowKey="researchId"
          size="middle"
          columns={columns}
          pagination={{ hideOnSinglePage: true, showSizeChanger: false }}
          what="教研记录"
          emptyText={kind === ALL_KINDS ? `${teacher.teacherName}还没有主持或参与的教研记录` : `还没有${researchKindLabel[kind]}记录`}
        />
      </Card>
      <ResearchDetailDrawer record={shown} onClose={() => setShown(undefined)} />
      <ResearchFormModal open={Boolean(form)} onClose={() => setForm(undefined)} teacherId={teacher.teacherId} record={form?.record} />
    </div>
  );
}

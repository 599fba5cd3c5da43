import { PlusOutlined } from '@ant-design/icons';
import { observationDomainLabel, observationItem, type ObservationRow } from '@yuanwu/shared';
import { App, Button, Form, Space, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { ANY_CLASS, ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { ObservationFormModal } from '../components/ObservationFormModal';
import { DOMAIN_COLORS } from '../observation-text';
import {
  ANY,
  observationListSource,
  useDeleteObservation,
  useObservationDomains,
  useObservationMonths,
  useObservationTeachers,
  type ObservationFilters,
} from '../child-growth.queries';
import '../child-growth.css';
import { PageStatus, QuerySelect } from '../../../components/query-state';

const initialFilters: ObservationFilters = { classId: ANY_CLASS, domainId: ANY, month: '', teacherId: ANY };

/** What was observed: the catalogue's items, or a course observation's goals. */
function observedText(row: ObservationRow) {
  if (row.itemIds.length > 0) return row.itemIds.map((itemId) => observationItem(itemId)?.itemName ?? `指标${itemId}`).join('、');
  return <span className="text-muted">课程观察 · {row.goalCount} 个观察目标</span>;
}

function ObservationList({ yearId }: { yearId: number }) {
  const { message } = App.useApp();
  const domains = useObservationDomains();
  const months = useObservationMonths();
  const teachers = useObservationTeachers();
  const remove = useDeleteObservation();
  const [editing, setEditing] = useState<{ obsId?: number } | undefined>();

  const domainOptions = useMemo(() => [{ value: ANY, label: '全部领域' }, ...(domains.data ?? []).map((domain) => ({ value: domain.domainId, label: domain.domainName }))], [domains.data]);
  const monthOptions = useMemo(() => [{ value: '', label: '全部月份' }, ...(months.data ?? []).map((month) => ({ value: month, label: month }))], [months.data]);
  const teacherOptions = useMemo(
    () => [{ value: ANY, label: '全部教师' }, ...(teachers.data ?? []).map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName }))],
    [teachers.data],
  );

  const columns: TableColumnsType<ObservationRow> = [
    { title: '观察日期', dataIndex: 'observeDate', width: 110 },
    { title: '班级', dataIndex: 'className', width: 90 },
    { title: '领域', dataIndex: 'domainId', width: 90, render: (domainId: number) => <Tag color={DOMAIN_COLORS[domainId]}>{observationDomainLabel[domainId]}</Tag> },
    { title: '观察情境', dataIndex: 'activityName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '观察幼儿', key: 'students', render: (_, row) => row.students.map((student) => student.studentName).join('、') },
    { title: '观察指标', key: 'items', render: (_, row) => observedText(row) },
    { title: '记录教师', dataIndex: 'teacherName', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ obsId: row.obsId })}>
            修改
          </Button>
          <DeleteButton
            title="确定删除这条观察记录吗？"
            description={`${row.observeDate} ${row.className}「${row.activityName}」，删除后无法恢复。`}
            onConfirm={async () => {
              await remove.mutateAsync(row.obsId);
              void message.success('观察记录已删除');
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ObservationRow, ObservationFilters>
        title="观察记录"
        emptyText="没有符合条件的观察记录。点击「新增观察记录」，按领域和指标记录幼儿的表现"
        source={observationListSource}
        rowKey="obsId"
        columns={columns}
        initialFilters={initialFilters}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增观察记录
          </Button>
        }
        filters={
          <>
            <Form.Item name="classId" label="班级">
              <ClassSelect yearId={yearId} withAll className="filter-select" />
            </Form.Item>
            <Form.Item name="domainId" label="领域">
              <QuerySelect<number> query={domains} what="领域" className="observation-filter" options={domainOptions} />
            </Form.Item>
            <Form.Item name="month" label="月份">
              <QuerySelect<string> query={months} what="月份" className="observation-filter" options={monthOptions} />
            </Form.Item>
            <Form.Item name="teacherId" label="记录教师">
              <QuerySelect<number> query={teachers} what="教师" className="observation-filter" showSearch={{ optionFilterProp: 'label' }} options={teacherOptions} />
            </Form.Item>
          </>
        }
      />
      <ObservationFormModal yearId={yearId} open={Boolean(editing)} obsId={editing?.obsId} onClose={() => setEditing(undefined)} />
    </>
  );
}

/** 观察记录: the teachers' observations of children by domain and item, course observations too. */
export default function ObservationPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="观察记录按学年的班级记录，请先新增学年和班级。" />;
  return <ObservationList yearId={yearId} />;
}

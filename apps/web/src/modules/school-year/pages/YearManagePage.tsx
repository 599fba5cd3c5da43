import { PlusOutlined } from '@ant-design/icons';
import { schoolYearStatusLabel, type SchoolYear } from '@yuanwu/shared';
import { App, Button, Card, Space, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { rangeText } from '../../../components/dates';
import { QueryTable } from '../../../components/query-state';
import { PromotionModal } from '../components/PromotionModal';
import { YearFormModal, type YearFormTarget } from '../components/YearFormModal';
import { useDeleteYear, useSchoolYears, useUndoPromotion } from '../school-year.queries';
import { nextYearPlan, schoolYearPlanFor } from '../year-plan';
import './year-manage.css';

const statusColor: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default', 3: 'orange' };

const period = (item: { startDate: string; endDate: string }) => rangeText(item.startDate, item.endDate);

function yearColumns(actions: (year: SchoolYear) => ReactNode): TableColumnsType<SchoolYear> {
  return [
    {
      title: '学年',
      dataIndex: 'yearName',
      render: (name: string, year) => (
        <Space size={6}>
          <span className="year-manage__name">{name}</span>
          {year.canUndoPromotion ? <Tag color="purple">升班生成</Tag> : null}
        </Space>
      ),
    },
    { title: '起止日期', key: 'period', render: (_, year) => period(year) },
    {
      title: '学期',
      key: 'semesters',
      render: (_, year) => (
        <div className="year-manage__semesters">
          {year.semesterList.map((semester) => (
            <div key={semester.semesterId}>
              <span className="year-manage__semester-name">{semester.semesterName}</span>
              {period(semester)}
            </div>
          ))}
        </div>
      ),
    },
    { title: '班级数', dataIndex: 'classCount', width: 90, align: 'center' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <Tag color={statusColor[status]}>{schoolYearStatusLabel[status]}</Tag>,
    },
    { title: '操作', key: 'actions', width: 240, render: (_, year) => actions(year) },
  ];
}

export default function YearManagePage() {
  const years = useSchoolYears();
  const deleteYear = useDeleteYear();
  const undoPromotion = useUndoPromotion();
  const { message, modal } = App.useApp();
  const [yearForm, setYearForm] = useState<{ open: boolean; target?: YearFormTarget }>({ open: false });
  const [promoting, setPromoting] = useState<SchoolYear>();

  const addYear = () => {
    const newest = years.data?.[0];
    setYearForm({ open: true, target: { plan: newest ? nextYearPlan(newest) : schoolYearPlanFor(dayjs()) } });
  };
  const confirmUndo = (year: SchoolYear) =>
    modal.confirm({
      title: `撤销升班，删除「${year.yearName}」？`,
      content: '升班建立的年级和班级将被删除，幼儿回到原学年的班级，毕业的幼儿恢复在读，接送卡恢复使用。',
      okText: '撤销升班',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        undoPromotion
          .mutateAsync(year.yearId)
          .then(() => void message.success('已撤销升班'))
          .catch(() => undefined),
    });

  const actions = (year: SchoolYear) => (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => setYearForm({ open: true, target: { yearId: year.yearId, plan: year } })}>
        编辑
      </Button>
      {year.classCount > 0 ? (
        <Button type="link" size="small" onClick={() => setPromoting(year)}>
          升班
        </Button>
      ) : null}
      {year.canUndoPromotion ? (
        <Button type="link" size="small" onClick={() => void confirmUndo(year)}>
          撤销升班
        </Button>
      ) : null}
      <DeleteButton
        title={`删除「${year.yearName}」？`}
        description="学年及其学期将被删除，删除后无法恢复。"
        onConfirm={() => deleteYear.mutateAsync(year.yearId).then(() => void message.success('学年已删除'))}
      />
    </Space>
  );

  return (
    <Card
      variant="borderless"
      title="学年管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={addYear} disabled={years.isPending}>
          新增学年
        </Button>
      }
    >
      <p className="year-manage__intro">设置每个学年的起止日期和学期。学年结束时可以「升班」：一步建好新学年，班级和幼儿整体升入高一个年级。</p>
      <QueryTable<SchoolYear>
        query={years}
        what="学年"
        rowKey="yearId"
        columns={yearColumns(actions)}
        dataSource={years.data ?? []}
        pagination={false}
        emptyText="还没有学年，点击“新增学年”开始设置"
      />
      <YearFormModal open={yearForm.open} target={yearForm.target} onClose={() => setYearForm((current) => ({ ...current, open: false }))} />
      {promoting ? <PromotionModal fromYear={promoting} onClose={() => setPromoting(undefined)} /> : null}
    </Card>
  );
}

import { guardianRelationLabel, type OutputOf, type studentCardEndpoints } from '@yuanwu/shared';
import { App, Button, DatePicker, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../../components/ListPage';
import { urlParam } from '../../../components/url-state';
import { PageStatus } from '../../../components/query-state';
import { minuteOf } from '../../../components/dates';
import { ANY_CLASS, ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { CardNoModal } from '../../../components/card/CardNoModal';
import { ANY, applicationListSource, useSetCardIssued, type ApplicationFilters } from '../student-card.queries';
import '../student-card.css';

type Application = OutputOf<typeof studentCardEndpoints.getPayListForApplyCard>['list'][number];

const initialFilters: ApplicationFilters = { classId: ANY_CLASS, isIssued: ANY, searchContent: '', paidDates: null };
const filterParams = { paidDates: urlParam.dayRange() };
const issuedOptions = [
  { value: ANY, label: '全部' },
  { value: 0, label: '未发卡' },
  { value: 1, label: '已发卡' },
];

function StatisticsList({ yearId }: { yearId: number }) {
  const [issuing, setIssuing] = useState<Application>();
  const setIssued = useSetCardIssued();
  const { message } = App.useApp();

  const columns: TableColumnsType<Application> = [
    { title: '幼儿', dataIndex: 'studentName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '班级', dataIndex: 'className', width: 90, render: (name: string | null) => name ?? '—' },
    { title: '申请人', key: 'applicant', render: (_, row) => `${row.applicantName}（${guardianRelationLabel[row.relationType]}）` },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '金额', dataIndex: 'amount', width: 90, render: (amount: number) => `¥${amount.toFixed(2)}` },
    { title: '订单号', dataIndex: 'orderNo', width: 130 },
    { title: '支付时间', dataIndex: 'paidAt', width: 150, render: minuteOf },
    {
      title: '发卡情况',
      key: 'issued',
      width: 210,
      render: (_, row) =>
        row.isIssued ? (
          <span>
            <Tag color="green">已发卡</Tag>
            {row.cardNo ? <span className="card-no">{row.cardNo}</span> : null}
            <div className="text-muted">
              {row.issuedAt ? minuteOf(row.issuedAt) : ''} {row.issuedByName ?? ''}
            </div>
          </span>
        ) : (
          <Tag color="orange">未发卡</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, row) =>
        row.isIssued ? null : (
          <Button type="link" size="small" onClick={() => setIssuing(row)}>
            标记已发卡
          </Button>
        ),
    },
  ];

  return (
    <>
      <ListPage<Application, ApplicationFilters>
        emptyText="没有符合条件的办卡申请。家长在家长端付费申请接送卡后显示在这里"
        title="发卡记录"
        source={applicationListSource}
        rowKey="applyId"
        columns={columns}
        initialFilters={initialFilters}
        filterParams={filterParams}
        filters={
          <>
            <Form.Item name="classId" label="班级">
              <ClassSelect yearId={yearId} withAll className="filter-select" />
            </Form.Item>
            <Form.Item name="isIssued" label="发卡">
              <Select className="filter-select--narrow" options={issuedOptions} />
            </Form.Item>
            <Form.Item name="paidDates" label="支付日期">
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="searchContent" label="搜索">
              <Input placeholder="幼儿、申请人或手机号" allowClear />
            </Form.Item>
          </>
        }
      />
      <CardNoModal
        title="标记已发卡"
        okText="标记已发卡"
        label="卡号（选填）"
        optional
        open={Boolean(issuing)}
        onClose={() => setIssuing(undefined)}
        onSubmit={async (cardNo) => {
          if (!issuing) return;
          await setIssued.mutateAsync({ applyId: issuing.applyId, ...(cardNo ? { cardNo } : {}) });
          void message.success(cardNo ? `已发卡并绑定卡号 ${cardNo}` : '已标记为已发卡');
        }}
      >
        {issuing ? (
          <p className="card-modal__who">
            {issuing.studentName} 的{guardianRelationLabel[issuing.relationType]} {issuing.applicantName}（{issuing.phone}）于 {minuteOf(issuing.paidAt)} 付费申请接送卡。
            刷卡可同时为其绑定这张卡；不刷卡则只标记为已发卡。
          </p>
        ) : null}
      </CardNoModal>
    </>
  );
}

/** 发卡记录: the cards families paid for in the parent app, and which the school has handed out. */
export default function CardStatisticsPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="发卡记录按学年的班级统计，请先新增学年和班级。" />;
  return <StatisticsList yearId={yearId} />;
}

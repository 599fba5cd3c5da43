import { CreditCardOutlined, IdcardOutlined, UserAddOutlined } from '@ant-design/icons';
import { cardHolderTypeLabel, guardianRelationLabel, StudentCardStatus, studentCardStatusLabel, type StudentCardRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage';
import { PageStatus } from '../../../components/query-state';
import { dayOf } from '../../../components/dates';
import { childInfoPath } from '../../child';
import { ANY_CLASS, ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { AddCardUserModal } from '../components/AddCardUserModal';
import { BatchIssueModal } from '../components/BatchIssueModal';
import { CardNoModal } from '../../../components/card/CardNoModal';
import { CardRowActions } from '../../../components/card/CardRowActions';
import { CardStatusTag } from '../../../components/card/CardStatusTag';
import { useCanOpen } from '../../../routes/can-open';
import { ReadCardModal } from '../components/ReadCardModal';
import { ANY, cardListSource, useBindCard, useResetCard, useUnbindCard, type CardFilters } from '../student-card.queries';
import '../student-card.css';

type Panel = { kind: 'bind' | 'reset'; row: StudentCardRow } | { kind: 'read' | 'batch' | 'addUser' };

const initialFilters: CardFilters = { classId: ANY_CLASS, status: ANY, searchContent: '', cardNo: '' };
const statusOptions = [{ value: ANY, label: '全部状态' }, ...Object.entries(studentCardStatusLabel).map(([status, label]) => ({ value: Number(status), label }))];

const holderText = (row: StudentCardRow) => `${row.holderName}（${row.relationName || guardianRelationLabel[row.relationType]}）`;

function RowActions({ row, onOpen }: { row: StudentCardRow; onOpen(panel: Panel): void }) {
  const unbind = useUnbindCard();
  return (
    <CardRowActions
      active={row.status === StudentCardStatus.NORMAL}
      holderName={row.holderName}
      cardNo={row.cardNo}
      replaceLabel="补卡"
      lostUse="不能再接送幼儿"
      onIssue={() => onOpen({ kind: 'bind', row })}
      onReplace={() => onOpen({ kind: 'reset', row })}
      onUnbind={() => unbind.mutateAsync(row.cardId!)}
    />
  );
}

function CardManage({ yearId }: { yearId: number }) {
  const [panel, setPanel] = useState<Panel>();
  const bind = useBindCard();
  const reset = useResetCard();
  const { message } = App.useApp();
  const close = () => setPanel(undefined);
  const target = panel && 'row' in panel ? panel.row : undefined;
  const canOpen = useCanOpen();

  const columns: TableColumnsType<StudentCardRow> = [
    {
      title: '幼儿',
      dataIndex: 'studentName',
      render: (name: string, row) =>
        canOpen(childInfoPath(row.studentId)) ? (
          <Link className="text-strong" to={childInfoPath(row.studentId)}>
            {name}
          </Link>
        ) : (
          <span className="text-strong">{name}</span>
        ),
    },
    { title: '班级', dataIndex: 'className', width: 100, render: (name: string | null) => name ?? '—' },
    {
      title: '持卡人',
      key: 'holder',
      render: (_, row) => (
        <Space size={6}>
          {holderText(row)}
          <Tag color={row.holderType === 1 ? 'blue' : 'purple'}>{cardHolderTypeLabel[row.holderType]}</Tag>
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '卡号',
      dataIndex: 'cardNo',
      width: 130,
      render: (cardNo: string | null, row) =>
        cardNo ? <span className={row.status === StudentCardStatus.NORMAL ? 'card-no' : 'card-no card-no--cancelled'}>{cardNo}</span> : '—',
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <CardStatusTag status={status} /> },
    { title: '发卡时间', dataIndex: 'boundAt', width: 110, render: (at: string | null) => (at ? dayOf(at) : '—') },
    { title: '操作', key: 'actions', width: 120, render: (_, row) => <RowActions row={row} onOpen={setPanel} /> },
  ];

  return (
    <>
      <ListPage<StudentCardRow, CardFilters>
        emptyText="没有符合条件的持卡人，可调整筛选条件"
        title="接送卡"
        source={cardListSource}
        rowKey={(row) => `${row.studentId}:${row.holderType}:${row.holderId}`}
        columns={columns}
        initialFilters={initialFilters}
        filters={
          <>
            <Form.Item name="classId" label="班级">
              <ClassSelect yearId={yearId} withAll className="filter-select" />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Select className="filter-select--narrow" options={statusOptions} />
            </Form.Item>
            <Form.Item name="searchContent" label="搜索">
              <Input placeholder="幼儿、持卡人或手机号" allowClear />
            </Form.Item>
            <Form.Item name="cardNo" label="卡号">
              <Input placeholder="卡号" allowClear className="card-filter__no" />
            </Form.Item>
          </>
        }
        actions={
          <>
            <Button icon={<CreditCardOutlined />} onClick={() => setPanel({ kind: 'read' })}>
              读卡
            </Button>
            <Button icon={<UserAddOutlined />} onClick={() => setPanel({ kind: 'addUser' })}>
              新增接送人并发卡
            </Button>
            <Button type="primary" icon={<IdcardOutlined />} onClick={() => setPanel({ kind: 'batch' })}>
              班级批量发卡
            </Button>
          </>
        }
      />
      <CardNoModal
        title="发卡"
        okText="发卡"
        open={panel?.kind === 'bind'}
        onClose={close}
        onSubmit={async (cardNo) => {
          if (!target) return;
          await bind.mutateAsync({ studentId: target.studentId, phone: target.phone, cardNo });
          void message.success(`已为${target.holderName}发卡 ${cardNo}`);
        }}
      >
        {target ? <p className="card-modal__who">为 {target.studentName} 的{cardHolderTypeLabel[target.holderType]} {holderText(target)} {target.phone} 发卡</p> : null}
      </CardNoModal>
      <CardNoModal
        title="补卡"
        okText="补卡"
        label="新卡号"
        open={panel?.kind === 'reset'}
        onClose={close}
        onSubmit={async (newCardNo) => {
          if (!target?.cardId) return;
          await reset.mutateAsync({ cardId: target.cardId, newCardNo });
          void message.success(`已补卡，新卡号 ${newCardNo}`);
        }}
      >
        {target ? (
          <p className="card-modal__who">
            {holderText(target)} 的原卡 <span className="card-no">{target.cardNo}</span> 将注销，新卡发给同一持卡人。
          </p>
        ) : null}
      </CardNoModal>
      <ReadCardModal open={panel?.kind === 'read'} onClose={close} />
      <BatchIssueModal yearId={yearId} open={panel?.kind === 'batch'} onClose={close} />
      <AddCardUserModal open={panel?.kind === 'addUser'} onClose={close} />
    </>
  );
}

/** 接送卡管理: every in-school child's guardians and pick-up people, with their cards. */
export default function CardManagePage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="接送卡按班级管理，请先新增学年和班级。" />;
  return <CardManage yearId={yearId} />;
}

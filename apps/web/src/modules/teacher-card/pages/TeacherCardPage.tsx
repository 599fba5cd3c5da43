import { CreditCardOutlined } from '@ant-design/icons';
import { TeacherCardStatus, teacherCardStatusLabel, type OutputOf, type teacherCardEndpoints } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { dayOf } from '../../../components/dates';
import { ListPage } from '../../../components/ListPage';
import { CardNoModal } from '../../../components/card/CardNoModal';
import { CardRowActions } from '../../../components/card/CardRowActions';
import { CardStatusTag } from '../../../components/card/CardStatusTag';
import { ANY, DepartmentFilterSelect } from '../../teacher';
import { ReadTeacherCardModal } from '../components/ReadTeacherCardModal';
import {
  ANY_STATUS,
  teacherCardListSource,
  useBindTeacherCard,
  useResetTeacherCard,
  useUnbindTeacherCard,
  type TeacherCardFilters,
} from '../teacher-card.queries';
import '../teacher-card.css';

type CardRow = OutputOf<typeof teacherCardEndpoints.getTeacherCardList>['list'][number];
type Panel = { kind: 'bind' | 'reset'; row: CardRow } | { kind: 'read' } | undefined;

const initialFilters: TeacherCardFilters = { departmentId: ANY, status: ANY_STATUS, searchContent: '' };
const statusOptions = [{ value: ANY_STATUS, label: '全部状态' }, ...Object.entries(teacherCardStatusLabel).map(([status, label]) => ({ value: Number(status), label }))];

function RowActions({ row, onOpen }: { row: CardRow; onOpen(panel: Panel): void }) {
  const unbind = useUnbindTeacherCard();
  return (
    <CardRowActions
      active={row.status === TeacherCardStatus.NORMAL}
      holderName={row.teacherName}
      cardNo={row.cardNo}
      replaceLabel="换卡"
      lostUse="不能再用于考勤"
      onIssue={() => onOpen({ kind: 'bind', row })}
      onReplace={() => onOpen({ kind: 'reset', row })}
      onUnbind={() => unbind.mutateAsync(row.teacherId)}
    />
  );
}

/** 教师发卡: every staff member in post with their card, issued, replaced and unbound with a reader. */
export default function TeacherCardPage() {
  const [panel, setPanel] = useState<Panel>();
  const bind = useBindTeacherCard();
  const reset = useResetTeacherCard();
  const { message } = App.useApp();
  const close = () => setPanel(undefined);
  const target = panel && 'row' in panel ? panel.row : undefined;

  const columns: TableColumnsType<CardRow> = [
    { title: '姓名', dataIndex: 'teacherName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '部门', dataIndex: 'departmentName', render: (name: string | null) => name ?? <span className="text-muted">—</span> },
    {
      title: '卡号',
      dataIndex: 'cardNo',
      width: 160,
      render: (cardNo: string | null, row) =>
        cardNo ? <span className={row.status === TeacherCardStatus.NORMAL ? 'teacher-card__no' : 'teacher-card__no teacher-card__no--cancelled'}>{cardNo}</span> : '—',
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <CardStatusTag status={status} /> },
    {
      title: '发卡/注销日期',
      dataIndex: 'changedAt',
      width: 130,
      render: (at: string | null) => (at ? dayOf(at) : '—'),
    },
    { title: '操作', key: 'actions', width: 120, render: (_, row) => <RowActions row={row} onOpen={setPanel} /> },
  ];

  const save = async (cardNo: string) => {
    if (!target) return;
    if (panel?.kind === 'reset') {
      await reset.mutateAsync({ teacherId: target.teacherId, cardNo });
      void message.success(`已为${target.teacherName}换卡 ${cardNo}`);
    } else {
      await bind.mutateAsync({ teacherId: target.teacherId, cardNo });
      void message.success(`已为${target.teacherName}发卡 ${cardNo}`);
    }
  };

  return (
    <>
      <ListPage<CardRow, TeacherCardFilters>
        emptyText="没有符合条件的教职工，可调整筛选条件"
        title="教师卡"
        source={teacherCardListSource}
        rowKey="teacherId"
        columns={columns}
        initialFilters={initialFilters}
        filters={
          <>
            <Form.Item name="departmentId" label="部门">
              <DepartmentFilterSelect />
            </Form.Item>
            <Form.Item name="status" label="卡状态">
              <Select className="filter-select--narrow" options={statusOptions} />
            </Form.Item>
            <Form.Item name="searchContent" label="搜索">
              <Input placeholder="姓名、手机号或卡号" allowClear />
            </Form.Item>
          </>
        }
        actions={
          <Button icon={<CreditCardOutlined />} onClick={() => setPanel({ kind: 'read' })}>
            读卡
          </Button>
        }
      />
      <CardNoModal
        title={panel?.kind === 'reset' ? '换卡' : '发卡'}
        okText={panel?.kind === 'reset' ? '换卡' : '发卡'}
        label={panel?.kind === 'reset' ? '新卡号' : '卡号'}
        open={panel?.kind === 'bind' || panel?.kind === 'reset'}
        onClose={close}
        onSubmit={save}
      >
        {target ? (
          <p className="teacher-card__for">
            为 <strong>{target.teacherName}</strong>（{target.phone}）{panel?.kind === 'reset' ? `换卡，原卡 ${target.cardNo ?? ''} 将注销` : '发卡'}
          </p>
        ) : null}
      </CardNoModal>
      <ReadTeacherCardModal open={panel?.kind === 'read'} onClose={close} />
    </>
  );
}

import { PlusOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { gradeLevelLabel, guardianRelationLabel, sexLabel, type Enrolment } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { urlParam, useUrlState } from '../../../components/url-state';
import { PageStatus } from '../../../components/query-state';
import { dayOf } from '../../../components/dates';
import { birthdayColumn } from '../../child';
import { defaultYearId, useYearOptions } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { AddEnrolModal, gradeLevelOptions } from '../components/AddEnrolModal';
import { ClassBoard } from '../components/ClassBoard';
import { PlaceModal } from '../components/PlaceModal';
import { ANY_GRADE_LEVEL, useDeleteEnrolStudent, waitingListSource, type WaitingFilters } from '../enrol.queries';
import '../enrol.css';

const initialFilters: WaitingFilters = { gradeLevel: ANY_GRADE_LEVEL, keyword: '' };
const levelFilterOptions = [{ value: ANY_GRADE_LEVEL, label: '全部年级' }, ...gradeLevelOptions];

function useColumns(onPlace: (row: Enrolment) => void): TableColumnsType<Enrolment> {
  const remove = useDeleteEnrolStudent();
  const { message } = App.useApp();
  return [
    { title: '姓名', dataIndex: 'studentName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number) => sexLabel[sex] },
    birthdayColumn(170),
    { title: '入园年级', dataIndex: 'gradeLevel', width: 90, render: (level: number | null) => (level ? gradeLevelLabel[level] : '—') },
    { title: '计划入园', dataIndex: 'joinDate', width: 110, render: (date: string | null) => date ?? <span className="text-muted">未定</span> },
    {
      title: '家长',
      key: 'guardian',
      render: (_, row) => (
        <span>
          {row.guardianName}（{guardianRelationLabel[row.relationType]}） <span className="text-muted">{row.phone}</span>
        </span>
      ),
    },
    { title: '登记时间', dataIndex: 'createdAt', width: 110, render: dayOf },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onPlace(row)}>
            分班
          </Button>
          <DeleteButton
            title={`从入园名单删除「${row.studentName}」？`}
            description="删除后不再入园；如需入园请重新登记。"
            onConfirm={() => remove.mutateAsync(row.enrolId).then(() => void message.success(`已删除${row.studentName}`))}
          />
        </Space>
      ),
    },
  ];
}

function EnterPark({ initialYearId }: { initialYearId: number }) {
  const [{ yearId }, set] = useUrlState({ yearId: urlParam.integer(initialYearId) });
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, Enrolment>>(new Map());
  const [placing, setPlacing] = useState<Enrolment[]>();
  const chosen = useMemo(() => [...selected.values()], [selected]);
  const columns = useColumns((row) => setPlacing([row]));

  return (
    <div className="enrol-page">
      <ClassBoard yearId={yearId} onYearChange={(next) => set({ yearId: next })} />
      <ListPage<Enrolment, WaitingFilters>
        emptyText="入园名单里没有待分班的新生，可点击“登记新生”添加"
        title="待分班新生"
        source={waitingListSource}
        rowKey="enrolId"
        columns={columns}
        initialFilters={initialFilters}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected(new Map(rows.filter(Boolean).map((row) => [row.enrolId, row]))),
        }}
        filters={
          <>
            <Form.Item name="gradeLevel" label="入园年级">
              <Select className="enrol-filter__level" options={levelFilterOptions} />
            </Form.Item>
            <Form.Item name="keyword" label="搜索">
              <Input placeholder="幼儿姓名、家长或手机号" allowClear />
            </Form.Item>
          </>
        }
        actions={
          <>
            <Button icon={<UsergroupAddOutlined />} disabled={chosen.length === 0} onClick={() => setPlacing(chosen)}>
              分入班级{chosen.length > 0 ? `（${chosen.length}）` : ''}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              登记新生
            </Button>
          </>
        }
      />
      <AddEnrolModal open={adding} onClose={() => setAdding(false)} />
      <PlaceModal
        yearId={yearId}
        students={placing ?? []}
        open={Boolean(placing)}
        onClose={() => setPlacing(undefined)}
        onDone={() => setSelected(new Map())}
      />
    </div>
  );
}

/** 新生入园: the classes with their placements, and the admission list waiting for a class. */
export default function EnterParkPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="新生按学年分班，请先新增学年和班级。" />;
  return <EnterPark initialYearId={yearId} />;
}

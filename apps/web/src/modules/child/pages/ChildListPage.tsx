import { PlusOutlined, SwapOutlined, TrophyOutlined, UploadOutlined } from '@ant-design/icons';
import { sexLabel, StudentStatus, studentStatusLabel, type StudentRow } from '@yuanwu/shared';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../components/ListPage';
import { defaultYearId, useYearOptions } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { ADD_CHILD_PATH, childInfoPath } from '../child.paths';
import { ALL_CLASSES, ALL_STATUSES, childListSource, type ChildFilters } from '../child.queries';
import { birthdayColumn } from '../components/BirthdayAge';
import { ChangeClassModal } from '../components/ChangeClassModal';
import { GraduateModal } from '../components/GraduateModal';
import { ImportChildrenModal } from '../components/ImportChildrenModal';
import { StudentStatusTag } from '../components/StudentStatusTag';
import { YearClassFilter } from '../components/YearClassFilter';
import '../child.css';
import { PageStatus } from '../../../components/query-state';
import { useClassReach } from '../../session';

type OpenPanel = 'import' | 'batchClass' | 'batchGraduate' | 'changeClass' | undefined;

const statusOptions = [
  { value: ALL_STATUSES, label: '全部状态' },
  ...Object.entries(studentStatusLabel)
    .filter(([status]) => Number(status) !== StudentStatus.CLASS_CHANGED)
    .map(([status, label]) => ({ value: Number(status), label })),
];

/** `onChangeClass` absent: the person reaches no other class to move a child to. */
function columnsOf(onOpen: (row: StudentRow) => void, onChangeClass?: (row: StudentRow) => void): TableColumnsType<StudentRow> {
  return [
    {
      title: '姓名',
      dataIndex: 'studentName',
      render: (name: string, row) => (
        <Link className="text-strong" to={childInfoPath(row.studentId)}>
          {name}
        </Link>
      ),
    },
    { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number) => sexLabel[sex] ?? '—' },
    birthdayColumn(190),
    { title: '班级', dataIndex: 'className', width: 110, render: (name: string | null) => name ?? <span className="text-muted">未分班</span> },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <StudentStatusTag status={status} /> },
    {
      title: '主要监护人/电话',
      key: 'guardian',
      render: (_, row) =>
        row.mainGuardianName ? (
          <span>
            {row.mainGuardianName} <span className="text-muted">{row.mainGuardianPhone}</span>
          </span>
        ) : (
          <span className="text-muted">未登记</span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onOpen(row)}>
            详情
          </Button>
          {onChangeClass && row.status === StudentStatus.IN_SCHOOL ? (
            <Button type="link" size="small" onClick={() => onChangeClass(row)}>
              调班
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}

function ChildList({ yearId }: { yearId: number }) {
  const navigate = useNavigate();
  const [panel, setPanel] = useState<OpenPanel>();
  const [selected, setSelected] = useState<ReadonlyMap<number, StudentRow>>(new Map());
  const [moving, setMoving] = useState<StudentRow[]>([]);
  const initialFilters = useMemo<ChildFilters>(() => ({ yearId, classId: ALL_CLASSES, status: StudentStatus.IN_SCHOOL, keyword: '' }), [yearId]);
  const chosen = useMemo(() => [...selected.values()], [selected]);
  const close = () => setPanel(undefined);
  const clearSelection = () => setSelected(new Map());

  const { reachesSeveralClasses } = useClassReach();
  const columns = columnsOf(
    (row) => void navigate(childInfoPath(row.studentId)),
    reachesSeveralClasses
      ? (row) => {
          setMoving([row]);
          setPanel('changeClass');
        }
      : undefined,
  );

  return (
    <>
      <ListPage<StudentRow, ChildFilters>
        emptyText="没有找到幼儿，可调整筛选条件，或添加、批量导入幼儿"
        title="幼儿列表"
        source={childListSource}
        rowKey="studentId"
        columns={columns}
        initialFilters={initialFilters}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected(new Map(rows.filter(Boolean).map((row) => [row.studentId, row]))),
          getCheckboxProps: (row) => ({ disabled: row.status !== StudentStatus.IN_SCHOOL }),
        }}
        filters={
          <>
            <YearClassFilter />
            <Form.Item name="status" label="状态">
              <Select className="filter-select--narrow" options={statusOptions} />
            </Form.Item>
            <Form.Item name="keyword" label="姓名">
              <Input placeholder="输入幼儿姓名" allowClear />
            </Form.Item>
          </>
        }
        actions={
          <>
            {chosen.length > 0 ? (
              <span className="child-selection">
                已选 <strong>{chosen.length}</strong> 名
                <Button type="link" size="small" onClick={clearSelection}>
                  清空
                </Button>
              </span>
            ) : null}
            {reachesSeveralClasses ? (
              <Button icon={<SwapOutlined />} disabled={chosen.length === 0} onClick={() => setPanel('batchClass')}>
                批量调班
              </Button>
            ) : null}
            <Button icon={<TrophyOutlined />} disabled={chosen.length === 0} onClick={() => setPanel('batchGraduate')}>
              批量毕业
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setPanel('import')}>
              批量导入
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADD_CHILD_PATH)}>
              添加幼儿
            </Button>
          </>
        }
      />
      <ImportChildrenModal yearId={yearId} open={panel === 'import'} onClose={close} />
      <ChangeClassModal students={chosen} yearId={yearId} open={panel === 'batchClass'} onClose={close} onDone={clearSelection} />
      <ChangeClassModal students={moving} yearId={yearId} open={panel === 'changeClass'} onClose={close} />
      <GraduateModal students={chosen} open={panel === 'batchGraduate'} onClose={close} onDone={clearSelection} />
    </>
  );
}

/** 幼儿信息: the children by year, class, status and name, with adding, importing and the batch moves. */
export default function ChildListPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);

  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="幼儿按学年分班管理，请先新增学年和班级。" />;
  return <ChildList yearId={yearId} />;
}

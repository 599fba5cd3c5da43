import { sexLabel, type TeacherRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Popconfirm, type TableColumnsType } from 'antd';
import { ListPage } from '../../../components/ListPage';
import { DepartmentFilterSelect } from '../components/StaffFilters';
import { ANY, dimissionListSource, useRestoreTeacher, type DimissionFilters } from '../teacher.queries';
import '../teacher.css';

const initialFilters: DimissionFilters = { departmentId: ANY, keyword: '' };
const orNone = (text: string | null) => text || <span className="text-muted">—</span>;

function RestoreButton({ row }: { row: TeacherRow }) {
  const restore = useRestoreTeacher();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={`恢复「${row.teacherName}」为在职？`}
      description="恢复后可用原账号登录；任教班级与教师卡需重新设置。"
      okText="恢复"
      cancelText="取消"
      onConfirm={() => restore.mutateAsync(row.teacherId).then(() => void message.success(`「${row.teacherName}」已恢复为在职`), () => undefined)}
    >
      <Button type="link" size="small">
        恢复
      </Button>
    </Popconfirm>
  );
}

const columns: TableColumnsType<TeacherRow> = [
  { title: '姓名', dataIndex: 'teacherName', render: (name: string) => <span className="text-strong">{name}</span> },
  { title: '性别', dataIndex: 'sex', width: 64, render: (sex: number) => sexLabel[sex] ?? '—' },
  { title: '手机号', dataIndex: 'phone', width: 130 },
  { title: '部门', dataIndex: 'departmentName', render: orNone },
  { title: '职务', dataIndex: 'schoolDutyName', render: orNone },
  { title: '入职日期', dataIndex: 'entryDate', width: 120, render: orNone },
  { title: '离职日期', dataIndex: 'leftAt', width: 120, render: orNone },
  { title: '操作', key: 'actions', width: 90, render: (_, row) => <RestoreButton row={row} /> },
];

/** 离职人员: who has left, their record kept, each restorable. */
export default function DimissionPeoplePage() {
  return (
    <ListPage<TeacherRow, DimissionFilters>
      emptyText="没有离职人员"
      title="离职人员"
      source={dimissionListSource}
      rowKey="teacherId"
      columns={columns}
      initialFilters={initialFilters}
      filters={
        <>
          <Form.Item name="departmentId" label="部门">
            <DepartmentFilterSelect />
          </Form.Item>
          <Form.Item name="keyword" label="搜索">
            <Input placeholder="姓名或手机号" allowClear />
          </Form.Item>
        </>
      }
    />
  );
}

import { PlusOutlined, UploadOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { sexLabel, TeacherStatus, teacherStatusLabel, type TeacherRow } from '@yuanwu/shared';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../components/ListPage';
import { BatchAddModal } from '../components/BatchAddModal';
import { ChangeClassesModal } from '../components/ChangeClassesModal';
import { ImportTeachersModal } from '../components/ImportTeachersModal';
import { DepartmentFilterSelect, PostFilterSelect, TeacherStatusTag } from '../components/StaffFilters';
import { TeacherActionsMenu, type TeacherTarget } from '../components/TeacherActions';
import { TeacherFormModal } from '../components/TeacherFormModal';
import { teacherInfoPath } from '../teacher.paths';
import { ANY, exportTeachers, teacherListSource, WORKING, type TeacherFilters } from '../teacher.queries';
import '../teacher.css';

type Panel = { kind: 'add' | 'batch' | 'import' } | { kind: 'edit'; teacherId: number } | { kind: 'classes'; teacher: TeacherTarget } | undefined;

const initialFilters: TeacherFilters = { departmentId: ANY, postId: ANY, status: WORKING, keyword: '' };
const statusOptions = [
  { value: WORKING, label: '全部在职' },
  ...[TeacherStatus.NORMAL, TeacherStatus.LEFT_CLASS].map((status) => ({ value: status, label: teacherStatusLabel[status] })),
];
const orNone = (text: string | null) => text || <span className="text-muted">—</span>;

interface RowActions {
  onOpen(row: TeacherRow): void;
  onEdit(row: TeacherRow): void;
  onChangeClasses(teacher: TeacherTarget): void;
}

function columnsOf({ onOpen, onEdit, onChangeClasses }: RowActions): TableColumnsType<TeacherRow> {
  return [
    {
      title: '姓名',
      dataIndex: 'teacherName',
      render: (name: string, row) => (
        <Link className="text-strong" to={teacherInfoPath(row.teacherId)}>
          {name}
        </Link>
      ),
    },
    { title: '性别', dataIndex: 'sex', width: 64, render: (sex: number) => sexLabel[sex] ?? '—' },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '部门', dataIndex: 'departmentName', render: orNone },
    { title: '职务', dataIndex: 'schoolDutyName', render: orNone },
    { title: '角色', dataIndex: 'roleName', render: orNone },
    { title: '任教班级', dataIndex: 'classNames', render: (names: string) => names || <span className="text-muted">—</span> },
    { title: '状态', dataIndex: 'status', width: 80, render: (status: number) => <TeacherStatusTag status={status} /> },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, row) => (
        <Space size={0} style={{ whiteSpace: 'nowrap' }}>
          <Button type="link" size="small" onClick={() => onOpen(row)}>
            查看
          </Button>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            编辑
          </Button>
          <TeacherActionsMenu teacher={row} onChangeClasses={onChangeClasses} />
        </Space>
      ),
    },
  ];
}

/** 教师管理: the staff who have not left, by department, post, status and name or phone. */
export default function TeacherManagePage() {
  const [panel, setPanel] = useState<Panel>();
  const navigate = useNavigate();
  const close = () => setPanel(undefined);
  const columns = columnsOf({
    onOpen: (row) => void navigate(teacherInfoPath(row.teacherId)),
    onEdit: (row) => setPanel({ kind: 'edit', teacherId: row.teacherId }),
    onChangeClasses: (teacher) => setPanel({ kind: 'classes', teacher }),
  });

  return (
    <>
      <ListPage<TeacherRow, TeacherFilters>
        emptyText="没有找到教师，可调整筛选条件，或添加、批量导入教师"
        title="教师列表"
        source={teacherListSource}
        rowKey="teacherId"
        columns={columns}
        initialFilters={initialFilters}
        exportFile={exportTeachers}
        exportLabel="导出教师报表"
        filters={
          <>
            <Form.Item name="departmentId" label="部门">
              <DepartmentFilterSelect />
            </Form.Item>
            <Form.Item name="postId" label="职务">
              <PostFilterSelect />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Select className="filter-select--narrow" options={statusOptions} />
            </Form.Item>
            <Form.Item name="keyword" label="搜索">
              <Input placeholder="姓名或手机号" allowClear />
            </Form.Item>
          </>
        }
        actions={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setPanel({ kind: 'import' })}>
              批量导入
            </Button>
            <Button icon={<UsergroupAddOutlined />} onClick={() => setPanel({ kind: 'batch' })}>
              批量添加
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPanel({ kind: 'add' })}>
              添加教师
            </Button>
          </>
        }
      />
      <TeacherFormModal open={panel?.kind === 'add'} onClose={close} />
      <TeacherFormModal open={panel?.kind === 'edit'} onClose={close} teacherId={panel?.kind === 'edit' ? panel.teacherId : undefined} />
      <ImportTeachersModal open={panel?.kind === 'import'} onClose={close} />
      <BatchAddModal open={panel?.kind === 'batch'} onClose={close} />
      <ChangeClassesModal teacher={panel?.kind === 'classes' ? panel.teacher : undefined} onClose={close} />
    </>
  );
}

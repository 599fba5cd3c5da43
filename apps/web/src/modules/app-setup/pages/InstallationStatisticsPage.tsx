import { appSetupStatusLabel, StudentAppSetupInput, type AppSetupStatistics, type StudentAppSetup, type TeacherAppSetup } from '@yuanwu/shared';
import { Button, Card, Col, Form, Input, Progress, Row, Select, Statistic, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { PageStatus } from '../../../components/query-state';
import {
  ANY,
  exportStudentSetups,
  exportTeacherSetups,
  studentSetupSource,
  teacherSetupSource,
  useSetupStatistics,
  type StudentSetupFilters,
  type TeacherSetupFilters,
} from '../app-setup.queries';
import { installedTag, loginTime } from '../cells';
import { RelationsModal } from '../components/RelationsModal';
import '../app-setup.css';

const statusOptions = Object.entries(appSetupStatusLabel).map(([value, label]) => ({ value: Number(value), label }));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const searchLimit = textLimit(StudentAppSetupInput.shape.searchKey);

type GroupOption = { value: number; label: string };

/** The filters both lists share: a group (班级 or 部门), the installation status and a name search. */
function SetupFilters({ groupField, groupLabel, groupOptions, searchPlaceholder }: { groupField: string; groupLabel: string; groupOptions: GroupOption[]; searchPlaceholder: string }) {
  return (
    <>
      <Form.Item name={groupField} label={groupLabel}>
        <Select options={groupOptions} className="setup-filter__group" aria-label={groupLabel} />
      </Form.Item>
      <Form.Item name="status" label="安装状态">
        <Select options={statusOptions} className="setup-filter__status" aria-label="安装状态" />
      </Form.Item>
      <Form.Item name="searchKey" label="搜索">
        <Input placeholder={searchPlaceholder} allowClear maxLength={searchLimit} />
      </Form.Item>
    </>
  );
}

function Figures({ figures }: { figures: AppSetupStatistics }) {
  const cards = [
    { title: '幼儿（至少一位家长安装）', part: figures.studentInstalledCount, whole: figures.studentCount, unit: '名' },
    { title: '家长安装', part: figures.guardianInstalledCount, whole: figures.guardianCount, unit: '人' },
    { title: '教职工安装', part: figures.teacherInstalledCount, whole: figures.teacherCount, unit: '人' },
  ];
  return (
    <Row gutter={16}>
      {cards.map((card) => (
        <Col span={8} key={card.title}>
          <Card variant="borderless">
            <Statistic title={card.title} value={card.part} suffix={`/ ${card.whole} ${card.unit}`} />
            <Progress percent={percent(card.part, card.whole)} size="small" />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function StudentTab({ figures }: { figures: AppSetupStatistics }) {
  const [student, setStudent] = useState<StudentAppSetup>();
  const classOptions = [{ value: ANY, label: '全部班级' }, ...figures.classList.map((row) => ({ value: row.classId, label: `${row.className}（${row.installedCount}/${row.studentCount}）` }))];
  const columns: TableColumnsType<StudentAppSetup> = [
    { title: '班级', dataIndex: 'className', width: 120 },
    { title: '幼儿', dataIndex: 'studentName' },
    { title: '已安装家长', key: 'guardians', width: 120, render: (_, row) => `${row.installedGuardianCount} / ${row.guardianCount}` },
    { title: '安装状态', dataIndex: 'isInstalled', width: 100, render: installedTag },
    { title: '最近登录', dataIndex: 'lastLoginAt', width: 150, render: loginTime },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setStudent(row)}>
          查看家长
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage<StudentAppSetup, StudentSetupFilters>
        title="幼儿家长安装情况"
        source={studentSetupSource}
        rowKey="studentId"
        columns={columns}
        initialFilters={{ classId: ANY, status: 0, searchKey: '' }}
        exportFile={exportStudentSetups}
        emptyText="没有符合条件的幼儿"
        filters={<SetupFilters groupField="classId" groupLabel="班级" groupOptions={classOptions} searchPlaceholder="幼儿姓名" />}
      />
      <RelationsModal student={student} onClose={() => setStudent(undefined)} />
    </>
  );
}

function TeacherTab({ figures }: { figures: AppSetupStatistics }) {
  const departmentOptions = [
    { value: ANY, label: '全部部门' },
    ...figures.departmentList.flatMap((row) => (row.departmentId === null ? [] : [{ value: row.departmentId, label: `${row.departmentName}（${row.installedCount}/${row.teacherCount}）` }])),
  ];
  const columns: TableColumnsType<TeacherAppSetup> = [
    { title: '部门', dataIndex: 'departmentName', width: 140, render: (name: string | null) => name ?? '未分配部门' },
    { title: '姓名', dataIndex: 'teacherName' },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '安装状态', dataIndex: 'isInstalled', width: 100, render: installedTag },
    { title: '首次登录', dataIndex: 'firstLoginAt', width: 150, render: loginTime },
    { title: '最近登录', dataIndex: 'lastLoginAt', width: 150, render: loginTime },
  ];
  return (
    <ListPage<TeacherAppSetup, TeacherSetupFilters>
      title="教职工安装情况"
      source={teacherSetupSource}
      rowKey="teacherId"
      columns={columns}
      initialFilters={{ departmentId: ANY, status: 0, searchKey: '' }}
      exportFile={exportTeacherSetups}
      emptyText="没有符合条件的教职工"
      filters={<SetupFilters groupField="departmentId" groupLabel="部门" groupOptions={departmentOptions} searchPlaceholder="姓名" />}
    />
  );
}

/** 安装统计: who has the parents' and the teachers' apps, by class and by department, from the apps' sign-ins. */
export default function InstallationStatisticsPage() {
  const statistics = useSetupStatistics();
  const [tab, setTab] = useState('students');
  if (!statistics.data) return <PageStatus query={statistics} what="安装统计" />;
  const figures = statistics.data;
  return (
    <div className="installation-statistics">
      <Figures figures={figures} />
      {/* One list at a time: both keep their filters in the URL. */}
      <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={[
        { key: 'students', label: '幼儿家长', children: <StudentTab figures={figures} /> },
        { key: 'teachers', label: '教职工', children: <TeacherTab figures={figures} /> },
      ]} />
    </div>
  );
}

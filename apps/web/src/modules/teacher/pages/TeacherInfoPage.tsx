import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import { educationLabel, sexLabel, TeacherStatus, type OutputOf, type teacherEndpoints } from '@yuanwu/shared';
import { Avatar, Button, Card, Descriptions, Empty, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { minuteOf } from '../../../components/dates';
import { useUrlTab } from '../../../components/url-state';
import { ChangeClassesModal } from '../components/ChangeClassesModal';
import { TeachingTab } from '../components/TeachingTab';
import { TeacherStatusTag } from '../components/StaffFilters';
import { TeacherActionsMenu } from '../components/TeacherActions';
import { TeacherFormModal } from '../components/TeacherFormModal';
import { TEACHER_MANAGE_PATH } from '../teacher.paths';
import { useTeacherInfo } from '../teacher.queries';
import '../teacher.css';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';
import { TeacherResearchTab } from '../../teach-research';
import { TeacherPlansTab } from '../../teach-plan';
import { ChildrenPortfolioTab } from '../../record-statics';

type TeacherInfo = OutputOf<typeof teacherEndpoints.getTeacherInfo>;

const orNone = (text: string | null | undefined) => text || <span className="text-muted">未填写</span>;

type Panel = 'edit' | 'classes' | undefined;

/** A leaver's record is read-only: restoring them (离职人员) comes first. */
const isWorking = (teacher: TeacherInfo) => teacher.status !== TeacherStatus.LEFT;

function TeacherHeader({ teacher, onOpen }: { teacher: TeacherInfo; onOpen(panel: Panel): void }) {
  const navigate = useNavigate();
  const working = isWorking(teacher);
  return (
    <Card variant="borderless">
      <div className="teacher-header">
        <div className="teacher-header__who">
          <Avatar size={56} src={teacher.photoUrl ?? undefined} className="teacher-avatar">
            {teacher.teacherName.charAt(0)}
          </Avatar>
          <div>
            <h2 className="teacher-header__name">{teacher.teacherName}</h2>
            <Space size={6}>
              <TeacherStatusTag status={teacher.status} />
              {teacher.departmentName ? <Tag color="blue">{teacher.departmentName}</Tag> : null}
              {teacher.schoolDutyName ? <Tag>{teacher.schoolDutyName}</Tag> : null}
            </Space>
          </div>
        </div>
        {working ? (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => onOpen('edit')}>
              编辑
            </Button>
            <TeacherActionsMenu teacher={teacher} button onChangeClasses={() => onOpen('classes')} onGone={() => void navigate(TEACHER_MANAGE_PATH)} />
          </Space>
        ) : null}
      </div>
    </Card>
  );
}

function DetailTab({ teacher, onChangeClasses }: { teacher: TeacherInfo; onChangeClasses(): void }) {
  const working = isWorking(teacher);
  return (
    <div className="teacher-column">
      <Card variant="borderless" title="基本信息">
        <Descriptions
          column={3}
          items={[
            { key: 'name', label: '姓名', children: teacher.teacherName },
            { key: 'sex', label: '性别', children: sexLabel[teacher.sex] },
            { key: 'phone', label: '手机号', children: teacher.phone },
            { key: 'birthday', label: '出生日期', children: orNone(teacher.birthday) },
            { key: 'education', label: '学历', children: orNone(teacher.education ? educationLabel[teacher.education] : null) },
            { key: 'entryDate', label: '入职日期', children: orNone(teacher.entryDate) },
            { key: 'department', label: '部门', children: orNone(teacher.departmentName) },
            { key: 'post', label: '职务', children: orNone(teacher.schoolDutyName) },
            { key: 'role', label: '角色', children: orNone(teacher.roleName) },
            ...(teacher.leftAt ? [{ key: 'leftAt', label: '离职日期', children: teacher.leftAt }] : []),
          ]}
        />
      </Card>
      <Card
        variant="borderless"
        title="本学年任教班级"
        extra={
          working ? (
            <Button type="link" icon={<SwapOutlined />} onClick={onChangeClasses}>
              调整任教班级
            </Button>
          ) : null
        }
      >
        {teacher.classes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={working ? '当前没有任教班级，可点击“调整任教班级”设置' : '当前没有任教班级'} />
        ) : (
          <Space size={[8, 8]} wrap>
            {teacher.classes.map((item) => (
              <Tag key={item.classId} color="blue" className="teacher-class-tag">
                {item.gradeName} · {item.className} · {item.classPositionName}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
      <Card variant="borderless" title="账号">
        <Descriptions
          column={3}
          items={[
            { key: 'login', label: '登录账号', children: teacher.phone },
            { key: 'createdAt', label: '建档时间', children: minuteOf(teacher.createdAt) },
            { key: 'invitedAt', label: '最近邀请', children: teacher.invitedAt ? minuteOf(teacher.invitedAt) : <span className="text-muted">未邀请</span> },
          ]}
        />
      </Card>
    </div>
  );
}

/** 教师详情: the header with the account actions, and the tabs 详细信息, 教学情况, 教研情况 and 周计划 (PlanDetails). */
export default function TeacherInfoPage() {
  const teacherId = Number(useParams().id);
  const info = useTeacherInfo(teacherId);
  const [panel, setPanel] = useState<Panel>();
  const [tab, setTab] = useUrlTab(['detail', 'teaching', 'research', 'plans', 'portfolio']);
  const close = () => setPanel(undefined);

  const teacher = info.data;
  if (!teacher) {
    const notFound = <RecordNotFound title="找不到这位教师" subTitle="教师可能已被删除，或不属于当前园所，请回到教师列表查看。" backTo={TEACHER_MANAGE_PATH} backLabel="返回教师列表" />;
    return <RecordStatus query={info} what="教师信息" notFound={notFound} />;
  }
  return (
    <div className="teacher-info">
      <QueryError query={info} what="教师信息" />
      <TeacherHeader teacher={teacher} onOpen={setPanel} />
      <Tabs
        className="teacher-info__tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'detail', label: '详细信息', children: <DetailTab teacher={teacher} onChangeClasses={() => setPanel('classes')} /> },
          { key: 'teaching', label: '教学情况', children: <TeachingTab teacherId={teacherId} /> },
          { key: 'research', label: '教研情况', children: <TeacherResearchTab teacher={teacher} /> },
          { key: 'plans', label: '周计划', children: <TeacherPlansTab teacherId={teacherId} /> },
          { key: 'portfolio', label: '幼儿档案', children: <ChildrenPortfolioTab teacherId={teacherId} /> },
        ]}
      />
      <TeacherFormModal open={panel === 'edit'} onClose={close} teacherId={teacherId} />
      <ChangeClassesModal teacher={panel === 'classes' ? teacher : undefined} onClose={close} />
    </div>
  );
}

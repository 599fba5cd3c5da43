import { EditOutlined, LogoutOutlined, SwapOutlined, TrophyOutlined } from '@ant-design/icons';
import { ethnicNameOf, sexLabel, StudentStatus, type StudentDetail } from '@yuanwu/shared';
import { Button, Card, Col, Descriptions, Row, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useClassReach } from '../../session';
import { ageText } from '../child-dates';
import { todayText } from '../../../components/dates';
import { useUrlTab } from '../../../components/url-state';
import { CHILD_PATH } from '../child.paths';
import { useStudentDetail } from '../child.queries';
import { AllergyModal } from '../components/AllergyModal';
import { ChangeClassModal } from '../components/ChangeClassModal';
import { ClassHistoryCard } from '../components/ClassHistoryCard';
import { DevelopmentTab } from '../components/DevelopmentTab';
import { EditStudentModal } from '../components/EditStudentModal';
import { GraduateModal } from '../components/GraduateModal';
import { GuardianCard } from '../components/GuardianCard';
import { LeaveSchoolModal } from '../components/LeaveSchoolModal';
import { PersonPhoto } from '../components/PersonPhoto';
import { PickUpCard } from '../components/PickUpCard';
import { StudentStatusTag } from '../components/StudentStatusTag';
import '../child.css';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';

type OpenPanel = 'changeClass' | 'leave' | 'graduate' | 'edit' | 'allergy' | undefined;

const orNone = (text: string | null | undefined) => text || <span className="text-muted">未填写</span>;

function ChildHeader({ student, onOpen }: { student: StudentDetail; onOpen(panel: OpenPanel): void }) {
  const inSchool = student.status === StudentStatus.IN_SCHOOL;
  const { reachesSeveralClasses } = useClassReach();
  return (
    <Card variant="borderless">
      <div className="child-header">
        <div className="child-header__who">
          <PersonPhoto
            size={56}
            name={student.studentName}
            photoUrl={student.photoUrl}
            className={student.sex === 2 ? 'child-avatar child-avatar--girl' : 'child-avatar'}
          />
          <div>
            <h2 className="child-header__name">{student.studentName}</h2>
            <Space size={6}>
              <StudentStatusTag status={student.status} />
              {student.className ? <Tag color="blue">{student.className}</Tag> : null}
              <Tag>{sexLabel[student.sex]}</Tag>
            </Space>
          </div>
        </div>
        {inSchool ? (
          <Space>
            {reachesSeveralClasses ? (
              <Button icon={<SwapOutlined />} onClick={() => onOpen('changeClass')}>
                调班
              </Button>
            ) : null}
            <Button icon={<LogoutOutlined />} onClick={() => onOpen('leave')}>
              离园
            </Button>
            <Button icon={<TrophyOutlined />} onClick={() => onOpen('graduate')}>
              毕业
            </Button>
          </Space>
        ) : null}
      </div>
      <div className="child-header__facts">
        <span>
          年龄 <strong>{ageText(student.birthday, todayText()) || '—'}</strong>
        </span>
        <span>
          入园日期 <strong>{student.joinDate ?? '—'}</strong>
        </span>
        {student.leaveDate ? (
          <span>
            离园日期 <strong>{student.leaveDate}</strong>
            {student.leaveReason ? <span className="text-muted">（{student.leaveReason}）</span> : null}
          </span>
        ) : null}
      </div>
    </Card>
  );
}

function DetailTab({ student, onOpen }: { student: StudentDetail; onOpen(panel: OpenPanel): void }) {
  const edit = (panel: OpenPanel) => (
    <Button type="link" icon={<EditOutlined />} onClick={() => onOpen(panel)}>
      编辑
    </Button>
  );
  return (
    <Row gutter={16}>
      <Col span={16} className="child-column">
        <Card variant="borderless" title="基本信息" extra={edit('edit')}>
          <Descriptions
            column={3}
            items={[
              { key: 'name', label: '姓名', children: student.studentName },
              { key: 'sex', label: '性别', children: sexLabel[student.sex] },
              { key: 'birthday', label: '出生日期', children: orNone(student.birthday) },
              { key: 'ethnic', label: '民族', children: orNone(ethnicNameOf(student.ethnicId)) },
              { key: 'class', label: '班级', children: orNone(student.className && `${student.gradeName ?? ''} ${student.className}`) },
              { key: 'joinDate', label: '入园日期', children: orNone(student.joinDate) },
              { key: 'idCard', label: '身份证号', children: orNone(student.idCardNo) },
              { key: 'address', label: '家庭住址', span: 2, children: orNone(student.homeAddress) },
              { key: 'remark', label: '备注', span: 3, children: orNone(student.remark) },
            ]}
          />
        </Card>
        <GuardianCard student={student} />
        <PickUpCard student={student} />
      </Col>
      <Col span={8} className="child-column">
        <Card variant="borderless" title="过敏信息" extra={edit('allergy')}>
          <Descriptions
            column={1}
            items={[
              { key: 'medication', label: '过敏药物', children: student.allergyMedication || <span className="text-muted">无</span> },
              { key: 'food', label: '过敏食物', children: student.allergyFood || <span className="text-muted">无</span> },
            ]}
          />
        </Card>
        <ClassHistoryCard history={student.classHistory} />
      </Col>
    </Row>
  );
}

/** 幼儿详情: the header with the moves, and the tabs 详细信息 and 幼儿发展. */
export default function ChildInfoPage() {
  const studentId = Number(useParams().id);
  const detail = useStudentDetail(studentId);
  const [panel, setPanel] = useState<OpenPanel>();
  const [tab, setTab] = useUrlTab(['detail', 'development']);
  const close = () => setPanel(undefined);

  const student = detail.data;
  if (!student) {
    const notFound = <RecordNotFound title="找不到这名幼儿" subTitle="幼儿可能不属于当前园所，请回到幼儿列表查看。" backTo={CHILD_PATH} backLabel="返回幼儿列表" />;
    return <RecordStatus query={detail} what="幼儿信息" notFound={notFound} />;
  }
  const students = [student];
  return (
    <div className="child-info">
      <QueryError query={detail} what="幼儿信息" />
      <ChildHeader student={student} onOpen={setPanel} />
      <Tabs
        className="child-info__tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'detail', label: '详细信息', children: <DetailTab student={student} onOpen={setPanel} /> },
          { key: 'development', label: '幼儿发展', children: <DevelopmentTab studentId={student.studentId} studentName={student.studentName} yearId={student.yearId} /> },
        ]}
      />
      <ChangeClassModal students={students} yearId={student.yearId ?? undefined} open={panel === 'changeClass'} onClose={close} />
      <GraduateModal students={students} open={panel === 'graduate'} onClose={close} />
      <LeaveSchoolModal student={student} open={panel === 'leave'} onClose={close} />
      <EditStudentModal student={student} open={panel === 'edit'} onClose={close} />
      <AllergyModal student={student} open={panel === 'allergy'} onClose={close} />
    </div>
  );
}

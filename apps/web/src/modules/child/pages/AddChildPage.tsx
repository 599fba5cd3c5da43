import { studentStatusLabel } from '@yuanwu/shared';
import { App, Button, Card, Col, DatePicker, Form, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ClassSelect, defaultYearId, useYearOptions, YearSelect } from '../../filter';
import { DATE_FORMAT } from '../../../components/dates';
import { CHILD_PATH, childInfoPath } from '../child.paths';
import { useAddStudent, useSameNameCheck } from '../child.queries';
import { GuardianRows, newGuardianRow, type GuardianRow } from '../components/GuardianRows';
import { ChildPhotoField, StudentBasicFields } from '../components/StudentFields';
import '../child.css';
import { PageStatus } from '../../../components/query-state';

interface AddChildValues {
  studentName: string;
  sex: number;
  birthday: Dayjs;
  ethnicId?: number;
  yearId: number;
  classId: number;
  joinDate: Dayjs;
  photoUrl?: string | null;
  guardians: GuardianRow[];
}

const HAN = 1;

function ClassFields() {
  const form = Form.useFormInstance<AddChildValues>();
  const yearId = Form.useWatch('yearId', form);
  return (
    <Row gutter={24}>
      <Col span={6}>
        <Form.Item name="yearId" label="学年" rules={[{ required: true, message: '请选择学年' }]}>
          <YearSelect onChange={() => form.setFieldValue('classId', undefined)} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <ClassSelect yearId={yearId} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="joinDate" label="入园日期" rules={[{ required: true, message: '请选择入园日期' }]}>
          <DatePicker className="full-width" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 添加幼儿: basic information, the class and the guardians, with a warning for a name the school already has. */
export default function AddChildPage() {
  const [form] = Form.useForm<AddChildValues>();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const years = useYearOptions();
  const addStudent = useAddStudent();
  const checkSameName = useSameNameCheck();
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(
    () => ({ sex: 1, ethnicId: HAN, yearId: defaultYearId(years.data ?? []), joinDate: dayjs(), guardians: [newGuardianRow(true)] }),
    [years.data],
  );

  /** Whether to go on: yes without a namesake, else as the user answers. */
  const confirmNamesake = async (studentName: string) => {
    const { isRepeat, students } = await checkSameName(studentName);
    if (!isRepeat) return true;
    return modal.confirm({
      title: `本园已有名为「${studentName}」的幼儿`,
      content: (
        <div>
          <ul className="child-namesakes">
            {students.map((student) => (
              <li key={student.studentId}>
                {student.studentName} · {student.className ?? '未分班'} · 出生于 {student.birthday ?? '—'} · {studentStatusLabel[student.status]}
              </li>
            ))}
          </ul>
          请确认不是同一名幼儿，以免重复建档。仍要添加吗？
        </div>
      ),
      okText: '仍要添加',
      cancelText: '返回检查',
    });
  };

  const save = async (values: AddChildValues) => {
    setSaving(true);
    try {
      const studentName = values.studentName.trim();
      if (!(await confirmNamesake(studentName))) return;
      const { studentId } = await addStudent.mutateAsync({
        studentName,
        sex: values.sex,
        birthday: values.birthday.format(DATE_FORMAT),
        ethnicId: values.ethnicId ?? '',
        classId: values.classId,
        joinDate: values.joinDate.format(DATE_FORMAT),
        ...(values.photoUrl ? { photoUrl: values.photoUrl } : {}),
        guardians: values.guardians.map((guardian) => ({
          guardianName: guardian.guardianName.trim(),
          phone: guardian.phone.trim(),
          relationType: guardian.relationType,
          relationName: guardian.relationName?.trim() ?? '',
          isMain: guardian.isMain,
        })),
      });
      void message.success(`已添加幼儿「${studentName}」`);
      void navigate(childInfoPath(studentId), { replace: true });
    } catch {
      // The refusal was shown by the request layer; the form stays as typed.
    } finally {
      setSaving(false);
    }
  };

  if (!years.data) return <PageStatus query={years} what="学年" />;
  return (
    <Card variant="borderless" title="添加幼儿">
      <Form<AddChildValues> form={form} name="addChild" layout="vertical" initialValues={initialValues} onFinish={(values) => void save(values)} className="add-child">
        <h3 className="child-section-title">基本信息</h3>
        <Row gutter={24}>
          <StudentBasicFields span={6} />
          <Col span={24}>
            <ChildPhotoField />
          </Col>
        </Row>
        <h3 className="child-section-title">班级与入园</h3>
        <ClassFields />
        <h3 className="child-section-title">家长</h3>
        <p className="text-muted child-section-hint">
          已登记的家长按手机号自动关联（兄弟姐妹共用一位家长）；主监护人只能有一位。
        </p>
        <GuardianRows />
        <Space className="add-child__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={() => void navigate(CHILD_PATH)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}

import { educationLabel, phoneNumber, TeacherStatus, teacherName, teacherStatusLabel } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Radio, Row, Select, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { addTeacherInputOf, formValuesOf, teacherFieldsOf, type TeacherFormValues } from '../teacher-form';
import { useAddTeacher, useSamePhoneCheck, useTeacherForUpdate, useUpdateTeacher } from '../teacher.queries';
import { sexOptions, useStaffOptions } from './staff-options';

const educationOptions = Object.entries(educationLabel).map(([code, label]) => ({ value: Number(code), label }));
const statusOptions = [TeacherStatus.NORMAL, TeacherStatus.LEFT_CLASS].map((status) => ({ value: status, label: teacherStatusLabel[status] }));
const NEW_TEACHER: Partial<TeacherFormValues> = { sex: 2 };
const notAfterToday = (date: dayjs.Dayjs) => date.isAfter(dayjs(), 'day');

/** 同手机号检查: asks the server whether another staff member has the phone, in its words. */
function useSamePhoneRule(teacherId: number | undefined): FormRule {
  const samePhone = useSamePhoneCheck();
  return {
    validator: async (_rule, value: string | undefined) => {
      const phone = value?.trim() ?? '';
      if (!phoneNumber().safeParse(phone).success) return;
      const answer = await samePhone(phone, teacherId).catch(() => undefined);
      if (answer?.isSame) throw new Error(answer.message);
    },
  };
}

interface TeacherFormModalProps {
  open: boolean;
  onClose(): void;
  /** The teacher to edit; without one the modal adds a teacher. */
  teacherId?: number;
}

/** 添加教师 and 编辑教师: one form, with the class on adding and the status on editing. */
export function TeacherFormModal({ open, onClose, teacherId }: TeacherFormModalProps) {
  const adding = !teacherId;
  const { message } = App.useApp();
  const options = useStaffOptions();
  const record = useTeacherForUpdate(open ? teacherId : undefined);
  const add = useAddTeacher();
  const update = useUpdateTeacher();
  const samePhoneRule = useSamePhoneRule(teacherId);
  const initialValues = useMemo(() => (adding ? NEW_TEACHER : record.data && formValuesOf(record.data)), [adding, record.data]);

  const submit = async (values: TeacherFormValues) => {
    if (adding) {
      await add.mutateAsync(addTeacherInputOf(values));
      void message.success(`已添加教师「${values.teacherName.trim()}」`);
    } else {
      await update.mutateAsync({ teacherId, ...teacherFieldsOf(values), status: values.status });
      void message.success('教师信息已保存');
    }
  };

  return (
    <FormModal<TeacherFormValues>
      title={adding ? '添加教师' : '编辑教师'}
      okText={adding ? '添加' : '保存'}
      width={680}
      open={open && (adding || Boolean(record.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="teacherName" label="姓名" required rules={[ruleFrom(teacherName())]}>
            <Input placeholder="请输入姓名" count={lengthCount(teacherName())} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="sex" label="性别" required>
            <Radio.Group options={sexOptions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label="手机号" required validateTrigger="onBlur" validateFirst rules={[ruleFrom(phoneNumber()), samePhoneRule]} extra="教师用此手机号登录园务">
            <Input placeholder="11位手机号" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="roleId" label="角色">
            <QuerySelect<number> {...options.roles} placeholder="选择角色（决定可用的功能）" allowClear />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="departmentId" label="部门">
            <QuerySelect<number> {...options.departments} placeholder="选择部门" allowClear />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="postId" label="职务">
            <QuerySelect<number> {...options.posts} placeholder="选择职务" allowClear />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="birthday" label="出生日期">
            <DatePicker className="full-width" disabledDate={notAfterToday} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="entryDate" label="入职日期">
            <DatePicker className="full-width" disabledDate={notAfterToday} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="education" label="学历">
            <Select placeholder="选择最高学历" allowClear options={educationOptions} />
          </Form.Item>
        </Col>
        {adding ? (
          <>
            <Col span={12}>
              <Form.Item name="classId" label="任教班级">
                <QuerySelect<number> {...options.classes} placeholder="可稍后在班级管理中设置" allowClear showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
            <Form.Item noStyle dependencies={['classId']}>
              {({ getFieldValue }) =>
                getFieldValue('classId') ? (
                  <Col span={12}>
                    <Form.Item name="classPositionId" label="班级职务" rules={[{ required: true, message: '请选择班级职务' }]}>
                      <QuerySelect<number> {...options.positions} placeholder="主班、配班或保育员" />
                    </Form.Item>
                  </Col>
                ) : null
              }
            </Form.Item>
          </>
        ) : (
          <Col span={12}>
            <Form.Item name="status" label="状态" extra="离班：仍在职但不再任教班级；离职请用“离职”操作">
              <Radio.Group options={statusOptions} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormModal>
  );
}

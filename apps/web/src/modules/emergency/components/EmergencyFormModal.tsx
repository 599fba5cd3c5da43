import { AddEmergencyInput, EMERGENCY_NOTIFY_OPTIONS, emergencyLevelLabel, MAX_EMERGENCY_FILES } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { fileIdOf, privateFileLink } from '../../../components/upload/file-links';
import { FileListUpload } from '../../../components/upload/FileUpload';
import { useChildSearch, useEmergency, useEmergencyTeachers, useEmergencyTypeOptions, useSaveEmergency } from '../emergency.queries';

const { shape } = AddEmergencyInput;
const MINUTE = 'YYYY-MM-DD HH:mm';
const levelOptions = Object.entries(emergencyLevelLabel).map(([value, label]) => ({ value: Number(value), label }));

interface FormValues {
  title: string;
  typeId: number;
  level: number;
  occurredAt: Dayjs;
  place: string;
  description: string;
  actions: string;
  notifyList: string[];
  childIds: number[];
  teacherIds: number[];
  attachments: string[];
}

/** 登记突发事件 and 编辑: what happened, to whom, what was done and who was told. */
export function EmergencyFormModal({ emergencyId, open, onClose }: { emergencyId?: number | undefined; open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const detail = useEmergency(open ? emergencyId : undefined);
  const types = useEmergencyTypeOptions();
  const teachers = useEmergencyTeachers();
  const [keyword, setKeyword] = useState('');
  const found = useChildSearch(keyword);
  const save = useSaveEmergency();
  const record = detail.data;
  const initialValues = useMemo<Partial<FormValues> | undefined>(() => {
    if (!emergencyId) return { level: 1, occurredAt: dayjs().second(0), notifyList: ['家长', '园长'], childIds: [], teacherIds: [], attachments: [] };
    if (!record) return undefined;
    return {
      ...record,
      occurredAt: dayjs(record.occurredAt, MINUTE),
      childIds: record.childList.map((child) => child.studentId),
      teacherIds: record.teacherList.map((teacher) => teacher.teacherId),
      attachments: record.fileList.map((file) => privateFileLink(file.fileId)),
    };
  }, [emergencyId, record]);
  // The children on the record stay named while the search shows others.
  const childOptions = useMemo(() => {
    const names = new Map((record?.childList ?? []).map((child) => [child.studentId, child.studentName]));
    for (const child of found.data ?? []) names.set(child.studentId, child.studentName);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [record, found.data]);

  const submit = async ({ occurredAt, attachments, ...values }: FormValues) => {
    const fileIds = attachments.map(fileIdOf).filter((id): id is number => id !== undefined);
    await save.mutateAsync({ ...values, emergencyId, occurredAt: occurredAt.format(MINUTE), fileIds });
    void message.success(emergencyId ? '突发事件已保存' : `已登记「${values.title}」`);
  };

  return (
    <FormModal<FormValues>
      title={emergencyId ? '编辑突发事件' : '登记突发事件'}
      okText="保存"
      width={760}
      open={open && initialValues !== undefined}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ fileIds: 'attachments' }}
    >
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item name="title" label="事件名称" required rules={[ruleFrom(shape.title)]}>
            <Input placeholder="如 小一班幼儿户外活动摔伤" count={lengthCount(shape.title)} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="typeId" label="事件类型" rules={[{ required: true, message: '请选择事件类型' }]}>
            <QuerySelect<number> query={types} what="事件类型" emptyText="请先在“事件类型”中添加" aria-label="事件类型" options={(types.data ?? []).map((type) => ({ value: type.typeId, label: type.typeName }))} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="occurredAt" label="发生时间" rules={[{ required: true, message: '请选择发生时间' }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} allowClear={false} disabledDate={(date) => date.isAfter(dayjs(), 'day')} aria-label="发生时间" />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="place" label="发生地点" required rules={[ruleFrom(shape.place)]}>
            <Input placeholder="如 户外大型玩具区" count={lengthCount(shape.place)} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="level" label="事件等级">
        <Radio.Group options={levelOptions} />
      </Form.Item>
      <Form.Item name="description" label="事件经过" required rules={[ruleFrom(shape.description)]}>
        <Input.TextArea rows={3} placeholder="时间、地点、经过和后果" />
      </Form.Item>
      <Form.Item name="actions" label="处理措施" required rules={[ruleFrom(shape.actions)]}>
        <Input.TextArea rows={3} placeholder="现场处置、送医、消毒、整改等" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="childIds" label="涉及幼儿">
            <Select
              mode="multiple"
              aria-label="涉及幼儿"
              placeholder="输入姓名搜索"
              filterOption={false}
              showSearch={{ onSearch: (text) => setKeyword(text.trim()) }}
              loading={found.isFetching}
              options={childOptions}
              notFoundContent={keyword ? '没有找到这个名字的幼儿' : '输入幼儿姓名搜索'}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="teacherIds" label="涉及教职工">
            <QuerySelect<number[]>
              mode="multiple"
              query={teachers}
              what="教职工"
              aria-label="涉及教职工"
              showSearch={{ optionFilterProp: 'label' }}
              options={(teachers.data ?? []).map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notifyList" label="已通知">
        <Select mode="tags" aria-label="已通知" placeholder="选择或输入通知的对象" options={EMERGENCY_NOTIFY_OPTIONS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <FileListUpload kind="EmergencyFile" maxCount={MAX_EMERGENCY_FILES} />
      </Form.Item>
    </FormModal>
  );
}

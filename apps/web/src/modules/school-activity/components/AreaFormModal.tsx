import { AddOrUpdateAreaInput, type AreaRow } from '@yuanwu/shared';
import { App, Col, Form, Input, InputNumber, Row } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { FileUpload } from '../../../components/upload/FileUpload';
import { fileIdOf, privateFileLink } from '../../../components/upload/file-links';
import { useClassPicker, useSaveArea } from '../school-activity.queries';

interface AreaFormValues {
  name: string;
  location?: string;
  capacity?: number | null;
  /** The cover's link, as the upload control keeps it. */
  cover?: string | null;
  classIds?: number[];
  remark?: string;
}

const valuesOf = (area: AreaRow): AreaFormValues => ({
  name: area.name,
  location: area.location,
  capacity: area.capacity,
  cover: area.coverFileId ? privateFileLink(area.coverFileId) : null,
  classIds: area.classes.map((item) => item.classId),
  remark: area.remark,
});

interface AreaFormModalProps {
  open: boolean;
  onClose(): void;
  /** The area to edit; without one the modal adds an area. */
  area?: AreaRow | undefined;
}

/** 新增区域 and 编辑区域: name, place, capacity, cover photo and the classes that use it. */
export function AreaFormModal({ open, onClose, area }: AreaFormModalProps) {
  const { message } = App.useApp();
  const save = useSaveArea();
  const classes = useClassPicker();
  const initialValues = useMemo(() => (area ? valuesOf(area) : { classIds: [] }), [area]);

  const submit = async (values: AreaFormValues) => {
    const coverFileId = values.cover ? fileIdOf(values.cover) : undefined;
    await save.mutateAsync({
      ...(area ? { areaId: area.areaId } : {}),
      name: values.name.trim(),
      location: values.location?.trim() ?? '',
      ...(values.capacity ? { capacity: values.capacity } : {}),
      ...(coverFileId ? { coverFileId } : {}),
      classIds: values.classIds ?? [],
      remark: values.remark?.trim() ?? '',
    });
    void message.success(area ? '区域已保存' : `已添加区域「${values.name.trim()}」`);
  };

  return (
    <FormModal<AreaFormValues> title={area ? '编辑区域' : '新增区域'} okText={area ? '保存' : '添加'} width={640} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label="区域名称" required rules={[ruleFrom(AddOrUpdateAreaInput.shape.name)]}>
            <Input placeholder="如 建构区" count={lengthCount(AddOrUpdateAreaInput.shape.name)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="location" label="位置" rules={[ruleFrom(AddOrUpdateAreaInput.shape.location)]}>
            <Input placeholder="如 一楼大厅东侧" count={lengthCount(AddOrUpdateAreaInput.shape.location)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="capacity" label="容纳人数" extra="同时在区域内活动的幼儿人数，不限可不填">
            <InputNumber className="activity-form__full" min={1} max={500} precision={0} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cover" label="封面照片">
            <FileUpload kind="ActivityLocationCover" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="classIds" label="使用班级">
            <QuerySelect<number[]> query={classes.query} what="班级" mode="multiple" placeholder="使用这个区域的班级" options={classes.options} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label="备注" rules={[ruleFrom(AddOrUpdateAreaInput.shape.remark)]}>
            <Input.TextArea rows={2} count={lengthCount(AddOrUpdateAreaInput.shape.remark)} placeholder="材料投放、使用规则等" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

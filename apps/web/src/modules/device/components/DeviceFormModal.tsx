import { AddDeviceInput, deviceStatusLabel, type Device } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { useDeviceAreas, useDeviceManagers, useDeviceTypes, useSaveDevice } from '../device.queries';

const { shape } = AddDeviceInput;

interface DeviceValues {
  deviceName: string;
  deviceNo: string | null;
  typeId: number | undefined;
  areaId: number | null;
  managerId: number | null;
  status: number;
  purchaseDate: string | null;
  warrantyEndDate: string | null;
  remark: string | null;
}

const statusOptions = Object.entries(deviceStatusLabel).map(([value, label]) => ({ value: Number(value), label }));

const dateField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

function TypeSelect(props: { value?: number; onChange?(value: number): void }) {
  const types = useDeviceTypes();
  return <QuerySelect<number> {...props} query={types} what="设备类型" options={(types.data ?? []).map((type) => ({ value: type.typeId, label: type.typeName }))} placeholder="选择类型" emptyText="还没有设备类型，请先在“设备类型”中添加" aria-label="设备类型" />;
}

function AreaSelect(props: { value?: number | null; onChange?(value: number | null): void }) {
  const areas = useDeviceAreas();
  return <QuerySelect<number> {...props} value={props.value ?? undefined} onChange={(value) => props.onChange?.(value ?? null)} allowClear query={areas} what="区域" options={(areas.data ?? []).map((area) => ({ value: area.areaId, label: area.areaName }))} placeholder="选择所在区域" emptyText="还没有区域，可在 活动管理 > 区域管理 中添加" aria-label="所在区域" />;
}

function ManagerSelect(props: { value?: number | null; onChange?(value: number | null): void }) {
  const managers = useDeviceManagers();
  const options = (managers.data ?? []).map((person) => ({ value: person.teacherId, label: person.departmentName ? `${person.teacherName}（${person.departmentName}）` : person.teacherName }));
  return <QuerySelect<number> {...props} value={props.value ?? undefined} onChange={(value) => props.onChange?.(value ?? null)} allowClear showSearch={{ optionFilterProp: 'label' }} query={managers} what="教职工" options={options} placeholder="选择负责人" aria-label="负责人" />;
}

/** 添加设备 and 编辑设备. */
export function DeviceFormModal({ device, onClose }: { device: Device | 'new' | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const save = useSaveDevice();
  const editing = device && device !== 'new' ? device : undefined;
  const initialValues = useMemo<Partial<DeviceValues>>(
    () =>
      editing
        ? { deviceName: editing.deviceName, deviceNo: editing.deviceNo, typeId: editing.typeId, areaId: editing.areaId, managerId: editing.managerId, status: editing.status, purchaseDate: editing.purchaseDate, warrantyEndDate: editing.warrantyEndDate, remark: editing.remark }
        : { deviceName: '', status: 1, areaId: null, managerId: null, purchaseDate: null, warrantyEndDate: null },
    [editing],
  );
  const submit = async (values: DeviceValues) => {
    await save.mutateAsync({ ...values, typeId: values.typeId!, ...(editing ? { deviceId: editing.deviceId } : {}) });
    void message.success(editing ? `已保存「${values.deviceName}」` : `已添加设备「${values.deviceName}」`);
  };
  return (
    <FormModal<DeviceValues> title={editing ? '编辑设备' : '添加设备'} okText="保存" open={Boolean(device)} onClose={onClose} onSubmit={submit} initialValues={initialValues} width={640}>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="deviceName" label="设备名称" required rules={[ruleFrom(shape.deviceName)]}>
            <Input placeholder="如 格力柜式空调" count={lengthCount(shape.deviceName)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="deviceNo" label="设备编号" rules={[ruleFrom(shape.deviceNo)]}>
            <Input placeholder="如 KT-001" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="typeId" label="设备类型" rules={[{ required: true, message: '请选择设备类型' }]}>
            <TypeSelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="status" label="状态" rules={[{ required: true, message: '请选择状态' }]}>
            <Select options={statusOptions} aria-label="状态" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="areaId" label="所在区域">
            <AreaSelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="managerId" label="负责人">
            <ManagerSelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="purchaseDate" label="购置日期" {...dateField}>
            <DatePicker placeholder="选择日期" className="device-form__date" disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="warrantyEndDate" label="保修截止" {...dateField}>
            <DatePicker placeholder="选择日期" className="device-form__date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={[ruleFrom(shape.remark)]}>
        <Input.TextArea rows={2} count={lengthCount(shape.remark)} />
      </Form.Item>
    </FormModal>
  );
}

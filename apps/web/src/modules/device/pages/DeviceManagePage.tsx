import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { DeviceListInput, deviceStatusLabel, DeviceStatus, type Device } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { useEditDeleteColumn } from '../../../components/edit-delete-column';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { DeviceFormModal } from '../components/DeviceFormModal';
import { DeviceTypesModal } from '../components/DeviceTypesModal';
import { ANY, deviceListSource, useDeleteDevice, useDeleteDevices, useDeviceAreas, useDeviceTypes, type DeviceFilters } from '../device.queries';
import '../device.css';

const initialFilters: DeviceFilters = { typeId: ANY, areaId: ANY, status: ANY, searchKey: '' };
const statusColor: Record<number, string> = { [DeviceStatus.NORMAL]: 'green', [DeviceStatus.FAULTY]: 'red', [DeviceStatus.IN_REPAIR]: 'orange', [DeviceStatus.DISABLED]: 'default' };
const statusOptions = [{ value: ANY, label: '全部状态' }, ...Object.entries(deviceStatusLabel).map(([value, label]) => ({ value: Number(value), label }))];

function TypeFilter(props: { value?: number; onChange?(value: number): void }) {
  const types = useDeviceTypes();
  const options = [{ value: ANY, label: '全部类型' }, ...(types.data ?? []).map((type) => ({ value: type.typeId, label: `${type.typeName}（${type.deviceCount}）` }))];
  return <QuerySelect<number> {...props} query={types} what="设备类型" options={options} className="device-filter__select" aria-label="类型" />;
}

function AreaFilter(props: { value?: number; onChange?(value: number): void }) {
  const areas = useDeviceAreas();
  const options = [{ value: ANY, label: '全部区域' }, ...(areas.data ?? []).map((area) => ({ value: area.areaId, label: area.areaName }))];
  return <QuerySelect<number> {...props} query={areas} what="区域" options={options} className="device-filter__select" aria-label="区域" />;
}

/** 设备管理: the school's device register, filtered and paged; devices added, edited and deleted (several at once), and their types kept. */
export default function DeviceManagePage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Device | 'new'>();
  const [typesOpen, setTypesOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useDeleteDevice();
  const removeAll = useDeleteDevices();
  const confirmDelete = useConfirmDelete();
  const actionsColumn = useEditDeleteColumn<Device>({ nameOf: (row) => row.deviceName, onEdit: setEditing, onDelete: (row) => remove.mutateAsync(row.deviceId) });

  const deleteSelected = () =>
    confirmDelete({
      title: `确定删除选中的 ${selected.length} 台设备吗？`,
      onConfirm: () =>
        removeAll.mutateAsync(selected).then(({ deletedCount }) => {
          setSelected([]);
          void message.success(`已删除 ${deletedCount} 台设备`);
        }),
    });

  const columns: TableColumnsType<Device> = [
    {
      title: '设备',
      dataIndex: 'deviceName',
      render: (name: string, row) => (
        <div>
          <div>{name}</div>
          <div className="device-list__meta">{row.deviceNo ?? '无编号'}</div>
        </div>
      ),
    },
    { title: '类型', dataIndex: 'typeName', width: 120 },
    { title: '所在区域', dataIndex: 'areaName', width: 120, render: (area: string | null) => area ?? '—' },
    { title: '负责人', dataIndex: 'managerName', width: 100, render: (name: string | null) => name ?? '—' },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <Tag color={statusColor[status]}>{deviceStatusLabel[status]}</Tag> },
    { title: '购置日期', dataIndex: 'purchaseDate', width: 110, render: (date: string | null) => date ?? '—' },
    { title: '保修截止', dataIndex: 'warrantyEndDate', width: 110, render: (date: string | null) => date ?? '—' },
    actionsColumn,
  ];

  return (
    <>
      <ListPage<Device, DeviceFilters>
        title="设备管理"
        source={deviceListSource}
        rowKey="deviceId"
        columns={columns}
        initialFilters={initialFilters}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        emptyText="没有符合条件的设备。可点击“添加设备”登记空调、监控、消毒灯等设备"
        actions={
          <>
            <Button danger disabled={selected.length === 0} onClick={deleteSelected}>
              批量删除{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
            <Button icon={<TagsOutlined />} onClick={() => setTypesOpen(true)}>
              设备类型
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              添加设备
            </Button>
          </>
        }
        filters={
          <>
            <Form.Item name="typeId" label="类型">
              <TypeFilter />
            </Form.Item>
            <Form.Item name="areaId" label="区域">
              <AreaFilter />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Select options={statusOptions} className="device-filter__status" aria-label="状态" />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder="设备名称或编号" allowClear maxLength={textLimit(DeviceListInput.shape.searchKey)} />
            </Form.Item>
          </>
        }
      />
      <DeviceFormModal device={editing} onClose={() => setEditing(undefined)} />
      <DeviceTypesModal open={typesOpen} onClose={() => setTypesOpen(false)} />
    </>
  );
}

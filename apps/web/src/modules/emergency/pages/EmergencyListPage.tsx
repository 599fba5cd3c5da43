import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { EmergencyListInput, emergencyLevelLabel, type EmergencyRow } from '@yuanwu/shared';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEditDeleteColumn } from '../../../components/edit-delete-column';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { EmergencyFormModal } from '../components/EmergencyFormModal';
import { EmergencyTypesModal } from '../components/EmergencyTypesModal';
import { LEVEL_COLORS } from '../emergency-text';
import { emergencyDetailPath } from '../emergency.paths';
import { emergencyListSource, useDeleteEmergency, useEmergencyTypeOptions, type EmergencyFilters } from '../emergency.queries';
import '../emergency.css';

const initialFilters: EmergencyFilters = { typeId: 0, level: 0, searchKey: '' };
const levelOptions = [{ value: 0, label: '全部等级' }, ...Object.entries(emergencyLevelLabel).map(([value, label]) => ({ value: Number(value), label }))];

function TypeFilter(props: { value?: number; onChange?: (value: number) => void }) {
  const types = useEmergencyTypeOptions();
  const options = [{ value: 0, label: '全部类型' }, ...(types.data ?? []).map((type) => ({ value: type.typeId, label: type.typeName }))];
  return <QuerySelect<number> {...props} query={types} what="事件类型" options={options} className="safety-filter__select" aria-label="类型" />;
}

/** 突发事件: the school's register of emergencies, by type and level, and its types. */
export default function EmergencyListPage() {
  const [form, setForm] = useState<{ emergencyId?: number }>();
  const [typesOpen, setTypesOpen] = useState(false);
  const remove = useDeleteEmergency();
  const actionsColumn = useEditDeleteColumn<EmergencyRow>({
    nameOf: (row) => row.title,
    onEdit: (row) => setForm({ emergencyId: row.emergencyId }),
    onDelete: (row) => remove.mutateAsync(row.emergencyId),
    deleteWarning: '记录和附件将一并删除，无法恢复。',
  });
  const columns: TableColumnsType<EmergencyRow> = [
    { title: '事件', dataIndex: 'title', render: (title: string, row) => <Link to={emergencyDetailPath(row.emergencyId)}>{title}</Link> },
    { title: '类型', dataIndex: 'typeName', width: 110 },
    { title: '等级', dataIndex: 'level', width: 70, render: (level: number) => <Tag color={LEVEL_COLORS[level]}>{emergencyLevelLabel[level]}</Tag> },
    { title: '发生时间', dataIndex: 'occurredAt', width: 150 },
    { title: '地点', dataIndex: 'place', width: 150 },
    { title: '涉及', key: 'people', width: 130, render: (_, row) => `幼儿${row.childCount}人 · 教职工${row.teacherCount}人` },
    { title: '登记人', dataIndex: 'reporterName', width: 90 },
    actionsColumn,
  ];
  return (
    <>
      <ListPage<EmergencyRow, EmergencyFilters>
        title="突发事件"
        source={emergencyListSource}
        rowKey="emergencyId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="没有符合条件的突发事件记录"
        actions={
          <>
            <Button icon={<TagsOutlined />} onClick={() => setTypesOpen(true)}>
              事件类型
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
              登记突发事件
            </Button>
          </>
        }
        filters={
          <>
            <Form.Item name="typeId" label="类型">
              <TypeFilter />
            </Form.Item>
            <Form.Item name="level" label="等级">
              <Select options={levelOptions} className="safety-filter__select" aria-label="等级" />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder="事件名称或地点" allowClear maxLength={textLimit(EmergencyListInput.shape.searchKey)} />
            </Form.Item>
          </>
        }
      />
      <EmergencyFormModal open={Boolean(form)} emergencyId={form?.emergencyId} onClose={() => setForm(undefined)} />
      <EmergencyTypesModal open={typesOpen} onClose={() => setTypesOpen(false)} />
    </>
  );
}

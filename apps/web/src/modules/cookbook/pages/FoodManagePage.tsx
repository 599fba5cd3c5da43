import { PlusOutlined } from '@ant-design/icons';
import type { Food } from '@yuanwu/shared';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { urlParam } from '../../../components/url-state';
import { foodListSource, useDeleteFood } from '../cookbook.queries';
import { FoodFormModal, foodCategoryOptions } from '../components/FoodFormModal';
import { FoodTag } from '../components/FoodTag';
import '../cookbook.css';

interface FoodFilters {
  searchKey?: string;
  category?: number;
}

const initialFilters: FoodFilters = {};
const filterParams = { searchKey: urlParam.text(), category: urlParam.optionalInteger() };
const nutrient = (value: number | null) => (value === null ? <span className="cookbook-muted">—</span> : value);

/** 食物管理: the school's foods, searched and paged, added, edited and deleted (unless a cookbook uses them). */
export default function FoodManagePage() {
  const [editing, setEditing] = useState<{ food?: Food }>();
  const remove = useDeleteFood();
  const columns: TableColumnsType<Food> = [
    { title: '食物', dataIndex: 'foodName', render: (_: string, food) => <FoodTag foodName={food.foodName} icon={food.icon} /> },
    { title: '分类', dataIndex: 'categoryName', width: 100 },
    { title: '能量(千卡/100克)', dataIndex: 'energy', width: 140, render: nutrient },
    { title: '蛋白质(克)', dataIndex: 'protein', width: 100, render: nutrient },
    { title: '脂肪(克)', dataIndex: 'fat', width: 90, render: nutrient },
    { title: '碳水(克)', dataIndex: 'carbohydrate', width: 90, render: nutrient },
    { title: '食谱中使用', dataIndex: 'usedCount', width: 110, render: (count: number) => (count ? `${count} 次` : <span className="cookbook-muted">未使用</span>) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, food) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ food })}>
            编辑
          </Button>
          <DeleteButton title={`删除「${food.foodName}」？`} onConfirm={() => remove.mutateAsync(food)} />
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<Food, FoodFilters>
        title="食物管理"
        source={foodListSource}
        rowKey="foodId"
        columns={columns}
        initialFilters={initialFilters}
        filterParams={filterParams}
        emptyText="没有符合条件的食物。点击“新增食物”添加，编排食谱时即可选用"
        filters={
          <>
            <Form.Item name="searchKey" label="名称">
              <Input placeholder="输入食物名称搜索" allowClear />
            </Form.Item>
            <Form.Item name="category" label="分类">
              <Select allowClear placeholder="全部" options={foodCategoryOptions} style={{ width: 140 }} />
            </Form.Item>
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增食物
          </Button>
        }
      />
      <FoodFormModal open={Boolean(editing)} onClose={() => setEditing(undefined)} food={editing?.food} />
    </>
  );
}

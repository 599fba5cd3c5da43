import { foodCategoryLabel, SaveFoodInput, type Food } from '@yuanwu/shared';
import { Form, Input, InputNumber, Radio, Select, Space, Tooltip } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useFoodIcons, useSaveFood } from '../cookbook.queries';
import { FoodIcon } from './FoodIcon';

interface FoodValues {
  foodName: string;
  category: number;
  icon: string;
  energy: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrate: number | null;
}

export const foodCategoryOptions = Object.entries(foodCategoryLabel).map(([value, label]) => ({ value: Number(value), label }));

const NUTRIENTS: { name: keyof FoodValues; label: string; unit: string }[] = [
  { name: 'energy', label: '能量', unit: '千卡' },
  { name: 'protein', label: '蛋白质', unit: '克' },
  { name: 'fat', label: '脂肪', unit: '克' },
  { name: 'carbohydrate', label: '碳水化合物', unit: '克' },
];

/** 新增 / 编辑食物: name, category, a recommended icon and, optionally, nutrition per 100 g. */
export function FoodFormModal({ open, onClose, food }: { open: boolean; onClose(): void; food: Food | undefined }) {
  const save = useSaveFood();
  const icons = useFoodIcons();
  const initialValues = useMemo(() => (food ? { ...food } : { icon: 'rice' }), [food]);
  const submit = (values: FoodValues) => save.mutateAsync({ ...(food ? { foodId: food.foodId } : {}), ...values });
  return (
    <FormModal<FoodValues> title={food ? '编辑食物' : '新增食物'} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues} okText="保存" width={600}>
      <Form.Item label="食物名称" name="foodName" required rules={[ruleFrom(SaveFoodInput.shape.foodName)]}>
        <Input count={lengthCount(SaveFoodInput.shape.foodName)} placeholder="如：番茄炒蛋" />
      </Form.Item>
      <Form.Item label="分类" name="category" rules={[{ required: true, message: '请选择食物分类' }]}>
        <Select options={foodCategoryOptions} placeholder="选择分类" />
      </Form.Item>
      <Form.Item label="图标" name="icon" rules={[{ required: true, message: '请选择图标' }]}>
        <Radio.Group className="cookbook-icons">
          {(icons.data ?? []).map((icon) => (
            <Tooltip key={icon.icon} title={icon.iconName}>
              <Radio.Button value={icon.icon} aria-label={icon.iconName}>
                <FoodIcon icon={icon.icon} />
              </Radio.Button>
            </Tooltip>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="每100克营养成分（选填）">
        <Space wrap>
          {NUTRIENTS.map((nutrient) => (
            <Form.Item key={nutrient.name} name={nutrient.name} noStyle>
              <InputNumber min={0} max={10000} precision={1} placeholder={nutrient.label} suffix={nutrient.unit} aria-label={nutrient.label} style={{ width: 130 }} />
            </Form.Item>
          ))}
        </Space>
      </Form.Item>
    </FormModal>
  );
}

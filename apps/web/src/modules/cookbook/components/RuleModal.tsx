import { cookbookWeekdayLabel, mealTypeLabel, type CookbookRule } from '@yuanwu/shared';
import { Checkbox, Form } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { useSaveRule } from '../cookbook.queries';

/** 供餐规则: which meal types the school serves, on which weekdays. */
export function RuleModal({ open, onClose, rule }: { open: boolean; onClose(): void; rule: CookbookRule | undefined }) {
  const save = useSaveRule();
  return (
    <FormModal<CookbookRule> title="供餐规则" open={open} onClose={onClose} onSubmit={(values) => save.mutateAsync(values)} initialValues={rule} okText="保存">
      <Form.Item label="开设餐次" name="mealTypes" rules={[{ required: true, message: '请至少选择一个餐次' }]}>
        <Checkbox.Group options={Object.entries(mealTypeLabel).map(([value, label]) => ({ value: Number(value), label }))} />
      </Form.Item>
      <Form.Item label="供餐日" name="weekDays" rules={[{ required: true, message: '请至少选择一个供餐日' }]}>
        <Checkbox.Group options={Object.entries(cookbookWeekdayLabel).map(([value, label]) => ({ value: Number(value), label }))} />
      </Form.Item>
    </FormModal>
  );
}

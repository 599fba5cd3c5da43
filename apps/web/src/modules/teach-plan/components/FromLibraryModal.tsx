import { PLAN_DAYS, PLAN_PERIODS, planDayLabel, planPeriodLabel } from '@yuanwu/shared';
import { App, Form, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/FormModal';
import { useAddPlanToWeek, useLibraryOptions } from '../teach-plan.queries';

interface Values {
  activityIds: number[];
  dayOfWeek: number;
  period: number;
}

const dayOptions = PLAN_DAYS.map((day) => ({ value: day, label: planDayLabel[day] }));
const periodOptions = PLAN_PERIODS.map((period) => ({ value: period, label: planPeriodLabel[period] }));

/** 从活动库添加: activities of the school's library, copied into a day and period of this week. */
export function FromLibraryModal({ weekId, open, onClose }: { weekId: number; open: boolean; onClose(): void }) {
  const [keyword, setKeyword] = useState('');
  const options = useLibraryOptions(keyword);
  const addToWeek = useAddPlanToWeek();
  const { message } = App.useApp();
  return (
    <FormModal<Values>
      title="从活动库添加"
      open={open}
      okText="加入本周"
      onClose={onClose}
      initialValues={{ activityIds: [], dayOfWeek: 1, period: 2 }}
      onSubmit={async (values) => {
        await addToWeek.mutateAsync({ weekId, ...values });
        void message.success(`已从活动库加入${values.activityIds.length}个活动`);
      }}
    >
      <Form.Item name="activityIds" label="活动" rules={[{ required: true, message: '请选择活动' }]}>
        <Select<number[]>
          mode="multiple"
          aria-label="活动库中的活动"
          placeholder="输入名称搜索活动库"
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          loading={options.isFetching}
          notFoundContent={options.isError ? '活动库加载失败' : '活动库中没有符合的活动'}
          options={(options.data ?? []).map((option) => ({ value: option.activityId, label: option.activityTypeName ? `【${option.activityTypeName}】${option.activityName}` : option.activityName }))}
        />
      </Form.Item>
      <div className="week-plan__place">
        <Form.Item name="dayOfWeek" label="星期" required>
          <Select options={dayOptions} aria-label="星期" />
        </Form.Item>
        <Form.Item name="period" label="时段" required>
          <Select options={periodOptions} aria-label="时段" />
        </Form.Item>
      </div>
    </FormModal>
  );
}

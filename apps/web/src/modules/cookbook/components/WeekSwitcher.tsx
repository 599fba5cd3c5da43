import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, todayText } from '../../../components/dates';
import { urlParam, useUrlState } from '../../../components/url-state';
import { mondayOf, shiftWeek, weekLabel } from '../cookbook-week';

/** The Monday of the week a screen shows, kept in its URL (this week unless one is named). */
export function useUrlWeek(): [string, (monday: string) => void] {
  const [{ week }, set] = useUrlState({ week: urlParam.day(mondayOf(todayText())) });
  return [mondayOf(week), (monday) => set({ week: monday })];
}

/** 上一周 / a week picker / 下一周: the week a screen shows, by its Monday. */
export function WeekSwitcher({ monday, onChange }: { monday: string; onChange(monday: string): void }) {
  return (
    <Space>
      <Button icon={<LeftOutlined />} onClick={() => onChange(shiftWeek(monday, -1))}>
        上一周
      </Button>
      <DatePicker
        picker="week"
        allowClear={false}
        value={dayjs(monday)}
        format={() => weekLabel(monday)}
        style={{ width: 230 }}
        aria-label="选择周"
        onChange={(value) => value && onChange(mondayOf(value.format(DATE_FORMAT)))}
      />
      <Button onClick={() => onChange(shiftWeek(monday, 1))}>
        下一周
        <RightOutlined />
      </Button>
    </Space>
  );
}

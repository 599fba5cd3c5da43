import { PlusOutlined } from '@ant-design/icons';
import { holidayUserTypeLabel, type OutputOf, type holidayEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Space, Spin, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { rangeText } from '../../../components/dates';
import { urlParam, useUrlState } from '../../../components/url-state';
import { QuerySelect, QueryTable, type QueryLike } from '../../../components/query-state';
import { AddHolidayModal } from '../components/AddHolidayModal';
import { CalendarLegend, HolidayCalendar } from '../components/HolidayCalendar';
import { useDeleteHoliday, useHolidays, useHolidayYears } from '../holiday.queries';
import './set-holiday.css';

type Holiday = OutputOf<typeof holidayEndpoints.getHolidayList>[number];

const userTypeColor: Record<number, string> = { 0: 'red', 1: 'blue', 2: 'green' };

function HolidayList({ year, holidays, query }: { year: number; holidays: Holiday[]; query: QueryLike }) {
  const deleteHoliday = useDeleteHoliday();
  const { message } = App.useApp();
  const columns: TableColumnsType<Holiday> = [
    { title: '名称', dataIndex: 'holidayName', render: (name: string) => <span className="set-holiday__name">{name}</span> },
    { title: '日期', key: 'period', render: (_, holiday) => rangeText(holiday.startDate, holiday.endDate) },
    { title: '天数', dataIndex: 'dayCount', width: 60, render: (days: number) => `${days}天` },
    {
      title: '适用对象',
      dataIndex: 'userType',
      width: 84,
      render: (userType: number) => <Tag color={userTypeColor[userType]}>{holidayUserTypeLabel[userType]}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 64,
      render: (_, holiday) => (
        <DeleteButton
          title={`删除「${holiday.holidayName}」？`}
          description="删除后这些日期恢复为工作日。"
          onConfirm={() => deleteHoliday.mutateAsync(holiday.groupId).then(() => void message.success('假期已删除'))}
        />
      ),
    },
  ];
  return (
    <QueryTable<Holiday>
      query={query}
      what="假期"
      rowKey="groupId"
      size="small"
      columns={columns}
      dataSource={holidays}
      pagination={false}
      emptyText={`${year}年还没有假期，点击“添加假期”设置`}
    />
  );
}

/** The years to choose from, with the one shown even when its last holiday has just gone. */
const yearOptions = (years: number[], shown: number) =>
  [...new Set([...years, shown])].sort((a, b) => a - b).map((option) => ({ value: option, label: `${option}年` }));

/** 假期设置: a year's calendar with its holidays, and the list beside it to add and delete them. */
export default function SetHolidayPage() {
  const years = useHolidayYears();
  const [{ year }, set] = useUrlState({ year: urlParam.integer(dayjs().year()) });
  const holidays = useHolidays(year);
  const [adding, setAdding] = useState(false);

  return (
    <div className="set-holiday">
      <Card
        variant="borderless"
        className="set-holiday__calendar"
        title={
          <Space size={12}>
            <QuerySelect<number>
              query={years}
              what="年份"
              aria-label="年份"
              className="set-holiday__year"
              value={year}
              onChange={(next) => set({ year: next })}
              options={yearOptions(years.data ?? [], year)}
            />
            假期日历
          </Space>
        }
        extra={<CalendarLegend />}
      >
        <Spin spinning={holidays.isFetching}>
          <HolidayCalendar year={year} holidays={holidays.data ?? []} />
        </Spin>
      </Card>
      <Card
        variant="borderless"
        title="假期列表"
        className="set-holiday__list"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加假期
          </Button>
        }
      >
        <HolidayList year={year} holidays={holidays.data ?? []} query={holidays} />
      </Card>
      <AddHolidayModal open={adding} onClose={() => setAdding(false)} onAdded={(added) => set({ year: added })} />
    </div>
  );
}

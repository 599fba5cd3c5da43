import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { grantsModule } from '@yuanwu/shared';
import { Button, Card, DatePicker, Empty, Space } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, DAY_WITH_WEEKDAY_PICKER_FORMAT, todayText } from '../../../components/dates';
import { urlParam, useUrlState } from '../../../components/url-state';
import { ClassSelect, defaultYearId, useYearOptions, YearSelect } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { useAccount, useClassReach } from '../../session';
import { ClassCareSummary } from '../components/ClassCareSummary';
import { ClassDaySheet } from '../components/ClassDaySheet';
import { CupSizeButton } from '../components/CupSizeButton';
import { useClassDay } from '../daily-care.queries';
import '../daily-care.css';
import { PageStatus } from '../../../components/query-state';

type Tab = 'day' | 'summary';
const TABS = [
  { key: 'day', label: '每日记录' },
  { key: 'summary', label: '统计' },
];
/** Roles granting all of 幼儿管理 set the school's cup size. */
const CUP_SIZE_MODULE = 'ChildManage';

function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const shift = (days: number) => onChange(dayjs(date).add(days, 'day').format(DATE_FORMAT));
  return (
    <Space className="care-page__day">
      <Button icon={<LeftOutlined />} aria-label="前一天" onClick={() => shift(-1)} />
      <DatePicker
        aria-label="记录日期"
        allowClear={false}
        value={dayjs(date)}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        onChange={(day) => day && onChange(day.format(DATE_FORMAT))}
        format={DAY_WITH_WEEKDAY_PICKER_FORMAT}
      />
      <Button icon={<RightOutlined />} aria-label="后一天" disabled={date >= todayText()} onClick={() => shift(1)} />
    </Space>
  );
}

/** The cup size as the day's answer gives it, with the way to change it for those who may. */
function CupSize({ classId, date }: { classId: number; date: string }) {
  const { data: account } = useAccount();
  const day = useClassDay(classId, date);
  if (!day.data || !account || !grantsModule(new Set(account.modules), CUP_SIZE_MODULE)) return null;
  return <CupSizeButton cupMl={day.data.cupMl} />;
}

function DailyCare({ initialYearId }: { initialYearId: number }) {
  const [care, update] = useUrlState({
    tab: urlParam.oneOf<Tab>(['day', 'summary'], 'day'),
    yearId: urlParam.integer(initialYearId),
    classId: urlParam.optionalInteger(),
    date: urlParam.day(todayText()),
  });
  const { tab, yearId, date } = care;
  // A teacher's class opens by itself in the current year.
  const { ownClassId } = useClassReach();
  const classId = care.classId ?? (yearId === initialYearId ? ownClassId : undefined);

  return (
    <Card
      variant="borderless"
      title="饮水进餐"
      tabList={TABS}
      activeTabKey={tab}
      onTabChange={(key) => update({ tab: key as Tab })}
      tabBarExtraContent={classId ? <CupSize classId={classId} date={date} /> : null}
    >
      <div className="care-page__pickers">
        <YearSelect
          aria-label="学年"
          value={yearId}
          onChange={(next) => update({ yearId: next, classId: undefined })}
        />
        <ClassSelect aria-label="班级" className="care-page__class" yearId={yearId} value={classId} onChange={(next) => update({ classId: next })} />
        {tab === 'day' ? <DayPicker date={date} onChange={(next) => update({ date: next }, { replace: true })} /> : null}
      </div>
      {!classId ? <Empty description="请选择班级" /> : null}
      {classId && tab === 'day' ? <ClassDaySheet classId={classId} date={date} /> : null}
      {classId && tab === 'summary' ? <ClassCareSummary classId={classId} yearId={yearId} /> : null}
    </Card>
  );
}

/** 幼儿管理 > 饮水进餐: a class's water and meals of a day, and what they add up to over an interval. */
export default function DailyCarePage() {
  const years = useYearOptions();
  if (!years.data) return <PageStatus query={years} what="学年" />;
  const yearId = defaultYearId(years.data ?? []);
  if (!yearId) return <NoSchoolYear need="饮水进餐按学年的班级记录，请先新增学年和班级。" />;
  return <DailyCare initialYearId={yearId} />;
}

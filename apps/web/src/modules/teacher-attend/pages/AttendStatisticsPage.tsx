import { DownOutlined } from '@ant-design/icons';
import { AttendExportInput, MAX_RECORD_DAYS, recordKindLabel, StatisticsBy } from '@yuanwu/shared';
import { App, Button, Card, DatePicker, Dropdown, Form, Input, Segmented, type MenuProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT, MONTH_FORMAT, rangeText, todayText } from '../../../components/dates';
import { MonthPicker } from '../../../components/MonthPicker';
import { problemOf } from '../../../components/form-rules';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { urlParam, useUrlState } from '../../../components/url-state';
import { DepartmentFilterSelect } from '../../teacher';
import { periodRange, type PeriodKind } from '../attend-view';
import { GroupFilterSelect } from '../components/AttendFilters';
import { RECORD_KINDS, RecordsDrawer } from '../components/RecordsDrawer';
import { statisticsColumns } from '../components/StatisticsTable';
import { TeacherMonthDrawer } from '../components/TeacherMonthDrawer';
import {
  ANY,
  statisticsSource,
  useExportDetail,
  useExportStatistics,
  type RecordKindValue,
  type StaffStatistics,
  type StatisticsFilters,
  type StatisticsRow,
} from '../teacher-attend.queries';
import '../teacher-attend.css';

const BY_TABS = [
  { key: String(StatisticsBy.TEACHER), label: '按人员' },
  { key: String(StatisticsBy.DEPARTMENT), label: '按部门' },
];
const PERIODS: { value: PeriodKind; label: string }[] = [
  { value: 'month', label: '按月' },
  { value: 'custom', label: '自定义' },
];

/** Days the custom range may not take: the future, and more than the statistics call covers from the first end chosen. */
function outOfRange(day: Dayjs, { from }: { from?: Dayjs | undefined }) {
  if (day.isAfter(dayjs(), 'day')) return true;
  return from ? Math.abs(day.diff(from, 'day')) >= MAX_RECORD_DAYS : false;
}

type ExportKey = 'exportStatistics' | 'exportDetail';
const menuItems: MenuProps['items'] = [
  {
    type: 'group',
    label: '导出',
    children: [
      { key: 'exportStatistics', label: '导出考勤统计' },
      { key: 'exportDetail', label: '导出考勤明细' },
    ],
  },
  { type: 'divider' },
  { type: 'group', label: '记录', children: RECORD_KINDS.map((kind) => ({ key: String(kind), label: `${recordKindLabel[kind]}记录` })) },
];

/** 考勤统计: the staff's totals over a month or a range, by teacher or department, with each teacher's month and the records. */
export default function AttendStatisticsPage() {
  const [state, setState] = useUrlState({
    period: urlParam.oneOf<PeriodKind>(['month', 'custom'], 'month'),
    month: urlParam.text(dayjs().format(MONTH_FORMAT)),
    range: urlParam.dayRange(),
    by: urlParam.integer(StatisticsBy.TEACHER),
    groupId: urlParam.integer(ANY),
    departmentId: urlParam.integer(ANY),
    keyword: urlParam.text(),
  });
  const { message } = App.useApp();
  const days = periodRange(state.period, state.month, state.range ? [state.range[0].format(DATE_FORMAT), state.range[1].format(DATE_FORMAT)] : null);
  const scope = { ...days, groupId: state.groupId, departmentId: state.departmentId, keyword: state.keyword };
  const filters: StatisticsFilters = { ...scope, by: state.by };
  const list = usePagedList<StaffStatistics, StatisticsFilters>({ ...statisticsSource, filters });
  const exportStatistics = useExportStatistics();
  const exportDetail = useExportDetail();
  const [teacher, setTeacher] = useState<StatisticsRow>();
  const [recordKind, setRecordKind] = useState<RecordKindValue>();
  const exporting = exportStatistics.isPending || exportDetail.isPending;

  const download = (key: ExportKey) => {
    const problem = problemOf(AttendExportInput, days);
    if (problem) {
      void message.warning(problem);
      return;
    }
    (key === 'exportStatistics' ? exportStatistics : exportDetail).mutate(scope);
  };
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'exportStatistics' || key === 'exportDetail') download(key);
    else setRecordKind(Number(key) as RecordKindValue);
  };

  // Switching tabs, the previous tab's rows stay shown until the new ones arrive: they keep the
  // columns and keys of what they are (a teacher's row, a department's), never the new tab's.
  const shownRows = list.page.data?.list;
  const shownBy = shownRows?.length ? (shownRows[0]!.teacherId !== null ? StatisticsBy.TEACHER : StatisticsBy.DEPARTMENT) : state.by;
  const columns = statisticsColumns({
    by: shownBy,
    leaveTypes: list.page.data?.leaveTypes ?? [],
    onTeacher: setTeacher,
    onDepartment: (row) => setState({ by: StatisticsBy.TEACHER, departmentId: row.departmentId ?? ANY }),
  });
  // 个人考勤 opens on the month the statistics end in: the one a month's figures are for.
  const teacherMonth = days.endDate.slice(0, 7);
  const caption = `${rangeText(days.startDate, days.endDate)}${days.endDate >= todayText() ? '，统计至今天' : ''}`;

  return (
    <div className="list-page">
      <Card className="list-page__filters" variant="borderless">
        <Form layout="inline">
          <Form.Item label="统计周期">
            <div className="statistics-period">
              <Segmented<PeriodKind>
                options={PERIODS}
                value={state.period}
                onChange={(period) => setState(period === 'custom' ? { period, range: state.range ?? [dayjs(days.startDate), dayjs(days.endDate)] } : { period })}
              />
              {state.period === 'month' ? (
                <MonthPicker label="统计月份" pastOnly month={state.month} onChange={(month) => setState({ month })} />
              ) : (
                <DatePicker.RangePicker
                  aria-label="统计日期"
                  allowClear={false}
                  value={state.range}
                  disabledDate={outOfRange}
                  onChange={(dates) => dates?.[0] && dates[1] && setState({ range: [dates[0], dates[1]] })}
                />
              )}
            </div>
          </Form.Item>
          <Form.Item label="考勤组">
            <GroupFilterSelect aria-label="考勤组" value={state.groupId} onChange={(groupId) => setState({ groupId })} />
          </Form.Item>
          <Form.Item label="部门">
            <DepartmentFilterSelect aria-label="部门" value={state.departmentId} onChange={(departmentId) => setState({ departmentId })} />
          </Form.Item>
          <Form.Item label="搜索">
            <Input.Search key={state.keyword} aria-label="搜索" allowClear placeholder="教职工姓名" defaultValue={state.keyword} onSearch={(keyword) => setState({ keyword })} />
          </Form.Item>
        </Form>
      </Card>
      <Card
        variant="borderless"
        title={
          <span>
            考勤统计 <span className="statistics-caption">{caption}</span>
          </span>
        }
        tabList={BY_TABS}
        activeTabKey={String(state.by)}
        onTabChange={(key) => setState({ by: Number(key) })}
        tabBarExtraContent={
          <Dropdown menu={{ items: menuItems, onClick: onMenu }} trigger={['click']}>
            <Button loading={exporting}>
              {exporting ? '正在导出' : '导出与记录'} <DownOutlined />
            </Button>
          </Dropdown>
        }
      >
        <PagedTable<StatisticsRow>
          list={list}
          rowKey={(row) => (row.teacherId !== null ? `t${row.teacherId}` : `d${row.departmentId ?? 0}`)}
          columns={columns}
          what="考勤统计"
          emptyText={state.by === StatisticsBy.TEACHER ? '没有符合条件的教职工，可调整筛选条件' : '没有符合条件的部门'}
          size="middle"
          bordered
          scroll={{ x: 'max-content' }}
          pagination={{ showSizeChanger: true, showTotal: (total) => (shownBy === StatisticsBy.TEACHER ? `共 ${total} 人` : `共 ${total} 个部门`) }}
        />
      </Card>
      <TeacherMonthDrawer
        teacher={teacher && teacher.teacherId !== null ? { teacherId: teacher.teacherId, teacherName: teacher.teacherName ?? '' } : undefined}
        month={teacherMonth}
        onClose={() => setTeacher(undefined)}
      />
      <RecordsDrawer kind={recordKind} onKind={setRecordKind} range={[days.startDate, days.endDate]} onClose={() => setRecordKind(undefined)} />
    </div>
  );
}

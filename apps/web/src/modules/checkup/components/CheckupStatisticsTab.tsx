import { checkupItemHeader, type ClassProgress, type ItemStatistics } from '@yuanwu/shared';
import { Card, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { EChart } from '../../../components/chart/EChart';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { useUrlFilters } from '../../../components/url-state';
import { levelChartOption, progressText } from '../checkup-view';
import { scopeInput, useStatistics, type BatchScope } from '../checkup.queries';
import { BatchScopeFilters } from './BatchScopeFilters';

const LEVEL_COLORS: Record<string, string> = { 偏低: 'orange', 偏高: 'orange', 有: 'red', 异常: 'red', 正常: 'green', 无: 'green' };
const numberText = (value: number | null) => (value === null ? '—' : String(value));

const itemColumns: TableColumnsType<ItemStatistics> = [
  { title: '项目', key: 'item', render: (_, item) => checkupItemHeader(item) },
  { title: '已测人数', dataIndex: 'measuredCount', width: 90 },
  { title: '最小值', dataIndex: 'min', width: 80, render: numberText },
  { title: '最大值', dataIndex: 'max', width: 80, render: numberText },
  { title: '平均值', dataIndex: 'average', width: 80, render: numberText },
  {
    title: '评价',
    dataIndex: 'levels',
    render: (levels: ItemStatistics['levels']) =>
      levels.length === 0 ? (
        <span className="checkup-muted">未设正常范围，不评价</span>
      ) : (
        levels.map((level) => (
          <Tag key={level.level} className="checkup-level" color={LEVEL_COLORS[level.level]}>
            {level.level} {level.count} 人
          </Tag>
        ))
      ),
  },
];

const classColumns: TableColumnsType<ClassProgress> = [
  { title: '年级', dataIndex: 'gradeName', width: 90 },
  { title: '班级', dataIndex: 'className', width: 100 },
  { title: '应检', dataIndex: 'childCount', width: 80 },
  { title: '已检', dataIndex: 'checkedCount', width: 80 },
  { title: '未检', key: 'pending', width: 80, render: (_, row) => row.childCount - row.checkedCount },
];

/** 统计: who has been checked, class by class, and what the values of each item come to. */
export function CheckupStatisticsTab({ batchId, classes }: { batchId: number; classes: ClassProgress[] }) {
  const [{ sex, ...scope }, set] = useUrlFilters<BatchScope & { sex: number }>({ gradeId: 0, classId: 0, sex: 0 });
  const statistics = useStatistics(batchId, { ...scopeInput(scope), ...(sex ? { sex } : {}) });
  const data = statistics.data;
  const shownClasses = classes.filter((row) => (!scope.gradeId || row.gradeId === scope.gradeId) && (!scope.classId || row.classId === scope.classId));
  const leveled = (data?.items ?? []).some((item) => item.levels.length > 0 && item.measuredCount > 0);
  return (
    <>
      <div className="checkup-toolbar">
        <Space wrap>
          <BatchScopeFilters classes={classes} scope={scope} onChange={set} />
          <Select
            aria-label="性别"
            style={{ width: 100 }}
            value={sex}
            onChange={(next) => set({ sex: next })}
            options={[
              { value: 0, label: '全部性别' },
              { value: 1, label: '男' },
              { value: 2, label: '女' },
            ]}
          />
        </Space>
        {data ? <span className="checkup-statistics__progress">{progressText(data)}</span> : null}
      </div>
      <QueryError query={statistics} what="体检统计" />
      <Card type="inner" title="各项目统计" loading={statistics.isLoading}>
        {data ? <Table<ItemStatistics> rowKey="itemId" size="small" pagination={false} columns={itemColumns} dataSource={data.items} /> : null}
        <p className="checkup-note">
          统计的是本次已录入的数据：人数、最小值、最大值与平均值。有正常范围的数值项目（如视力、血红蛋白）按模板中设置的范围计偏低/正常/偏高，计数项目（如龋齿）按有无，正常/异常项目（如听力）按结果计数；身高、体重未对照 WHO 或国家儿童生长标准评价。
        </p>
      </Card>
      <Card type="inner" title="评价分布" className="checkup-template" loading={statistics.isLoading}>
        {leveled && data ? <EChart option={levelChartOption(data.items)} ariaLabel="各项目评价分布图" /> : null}
        {data && !leveled ? <QueryEmpty description="还没有可评价的体检数据" /> : null}
      </Card>
      <Card type="inner" title="各班体检进度">
        <Table<ClassProgress> rowKey="classId" size="small" pagination={false} columns={classColumns} dataSource={shownClasses} />
      </Card>
    </>
  );
}

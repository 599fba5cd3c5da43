import { checkupItemHeader, type CheckupItem, type HealthCheckup, type ItemStatistics } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

/** A child's values as the entry form holds them: one field per item, empty when not measured. */
export type ValueFields = Record<string, string | undefined>;

export const fieldOf = (itemId: number) => `item${itemId}`;

export function valuesToFields(values: { itemId: number; value: string }[]): ValueFields {
  return Object.fromEntries(values.map((value) => [fieldOf(value.itemId), value.value]));
}

/** The items filled in, trimmed; what is left empty was not measured. */
export function fieldsToValues(items: Pick<CheckupItem, 'itemId'>[], fields: ValueFields): { itemId: number; value: string }[] {
  return items.flatMap((item) => {
    const value = fields[fieldOf(item.itemId)]?.trim() ?? '';
    return value ? [{ itemId: item.itemId, value }] : [];
  });
}

/** 已检 12 / 30 (40%) */
export function progressText({ checkedCount, childCount }: { checkedCount: number; childCount: number }): string {
  const percent = childCount ? Math.round((checkedCount / childCount) * 100) : 0;
  return `已检 ${checkedCount} / ${childCount} 人（${percent}%）`;
}

/** Height and weight at each checkup, on two axes: the chart of 幼儿发展. */
export function growthChartOption(checkups: HealthCheckup[]): ChartOption {
  const dates = checkups.map((checkup) => checkup.checkupDate);
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: ['身高(cm)', '体重(kg)'] },
    grid: { left: 48, right: 48, top: 36, bottom: 44 },
    xAxis: { type: 'category', data: dates },
    yAxis: [
      { type: 'value', name: 'cm', scale: true },
      { type: 'value', name: 'kg', scale: true },
    ],
    series: [
      { name: '身高(cm)', type: 'line', data: checkups.map((checkup) => checkup.height), connectNulls: true },
      { name: '体重(kg)', type: 'line', yAxisIndex: 1, data: checkups.map((checkup) => checkup.weight), connectNulls: true },
    ],
  };
}

/** Green for what is fine, amber for what is off, red for a finding or decay. */
const LEVEL_COLORS: Record<string, string> = { 正常: '#52c41a', 无: '#95de64', 偏低: '#faad14', 偏高: '#fa8c16', 有: '#ff7875', 异常: '#f5222d' };

/** For every item counted by levels, the children at each level, stacked: the statistics chart. */
export function levelChartOption(items: ItemStatistics[]): ChartOption {
  const counted = items.filter((item) => item.levels.length > 0);
  const levels = [...new Set(counted.flatMap((item) => item.levels.map((level) => level.level)))];
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: levels },
    grid: { left: 48, right: 16, top: 36, bottom: 44 },
    xAxis: { type: 'category', data: counted.map((item) => checkupItemHeader(item)) },
    yAxis: { type: 'value', name: '人数', minInterval: 1 },
    series: levels.map((level) => ({
      name: level,
      type: 'bar',
      stack: 'levels',
      barMaxWidth: 40,
      itemStyle: { color: LEVEL_COLORS[level] },
      data: counted.map((item) => item.levels.find((entry) => entry.level === level)?.count ?? 0),
    })),
  };
}

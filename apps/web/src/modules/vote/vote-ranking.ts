import type { VoteRankingRow } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

/** 第1名 王小明《秋天的树叶》: how a bar and the screen reader name an entry. */
export const entryLabel = (row: VoteRankingRow) => `${row.objectName}《${row.title}》`;

/** A chart's CSS height: room for every entry's bar. */
export const rankingChartHeight = (rows: readonly VoteRankingRow[]) => `${Math.max(1.6, 0.5 + rows.length * 0.36).toFixed(2)}rem`;

/** Horizontal bars, the first place on top, each labelled with its votes. */
export function rankingChartOption(rows: readonly VoteRankingRow[]): ChartOption {
  const shown = [...rows].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} 票` : '—') },
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
    yAxis: { type: 'category', data: shown.map((row) => `${row.rank}. ${entryLabel(row)}`), axisTick: { show: false }, axisLabel: { width: 220, overflow: 'truncate' } },
    series: [{ name: '票数', type: 'bar', barMaxWidth: 20, data: shown.map((row) => row.voteCount ?? 0), label: { show: true, position: 'right', formatter: '{c}票' } }],
  };
}

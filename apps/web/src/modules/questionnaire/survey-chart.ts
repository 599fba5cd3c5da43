import type { QuestionStat } from '@yuanwu/shared';
import type { ChartOption } from '../../components/chart/EChart';

/** A chart's CSS height: room for every option's bar. */
export const questionChartHeight = (question: QuestionStat) => `${Math.max(1.4, 0.5 + question.options.length * 0.4).toFixed(2)}rem`;

/** 满意 3人（60%）: what a bar's end and the screen reader say of an option. */
export const optionText = (option: QuestionStat['options'][number]) => `${option.optionContent} ${option.count}人（${option.rate}%）`;

/** Horizontal bars, one per option in the question's order (the first on top), each labelled with its count and rate. */
export function questionChartOption(question: QuestionStat): ChartOption {
  const shown = [...question.options].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} 人` : '—') },
    grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
    yAxis: { type: 'category', data: shown.map((option) => option.optionContent), axisTick: { show: false }, axisLabel: { width: 160, overflow: 'truncate' } },
    series: [
      {
        name: '人数',
        type: 'bar',
        barMaxWidth: 22,
        data: shown.map((option) => option.count),
        label: { show: true, position: 'right', formatter: ({ dataIndex }: { dataIndex: number }) => `${shown[dataIndex]!.count}人 ${shown[dataIndex]!.rate}%` },
      },
    ],
  };
}

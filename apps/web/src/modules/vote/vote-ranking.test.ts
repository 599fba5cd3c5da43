import { describe, expect, it } from 'vitest';
import { entryLabel, rankingChartOption } from './vote-ranking';

describe('the ranking chart', () => {
  it('draws the first place on top, each bar named by its place and labelled with its votes', () => {
    const rows = [
      { rank: 1, joinerId: 1, title: '秋叶', objectType: 2, objectTypeName: '幼儿', objectName: '王小明', className: '小一班', voteCount: 9 },
      { rank: 2, joinerId: 2, title: '大树', objectType: 2, objectTypeName: '幼儿', objectName: '李小红', className: '小二班', voteCount: 4 },
    ];
    expect(entryLabel(rows[0]!)).toBe('王小明《秋叶》');
    const option = rankingChartOption(rows) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.yAxis.data).toEqual(['2. 李小红《大树》', '1. 王小明《秋叶》']);
    expect(option.series[0]!.data).toEqual([4, 9]);
  });
});

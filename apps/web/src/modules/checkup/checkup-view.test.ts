import { describe, expect, it } from 'vitest';
import { fieldsToValues, growthChartOption, levelChartOption, progressText, valuesToFields } from './checkup-view';

const stat = (itemName: string, levels: { level: string; count: number }[]) => ({ itemId: 1, itemName, unit: '', kind: 1, measuredCount: 2, min: null, max: null, average: null, levels });

describe('checkup view', () => {
  it('turns values into form fields and back, leaving out what was not measured', () => {
    const fields = valuesToFields([{ itemId: 3, value: '101.5' }]);
    expect(fields).toEqual({ item3: '101.5' });
    expect(fieldsToValues([{ itemId: 3 }, { itemId: 4 }, { itemId: 5 }], { ...fields, item4: '  ', item5: ' 正常 ' })).toEqual([
      { itemId: 3, value: '101.5' },
      { itemId: 5, value: '正常' },
    ]);
  });

  it('tells the progress of a batch', () => {
    expect(progressText({ checkedCount: 12, childCount: 30 })).toBe('已检 12 / 30 人（40%）');
    expect(progressText({ checkedCount: 0, childCount: 0 })).toBe('已检 0 / 0 人（0%）');
  });

  it('draws height and weight by checkup date', () => {
    const option = growthChartOption([
      { batchId: 1, batchName: '春', checkupDate: '2026-04-10', className: '小一班', ageMonths: 47, height: 100, weight: null, visionLeft: null, visionRight: null, caries: null, items: [] },
      { batchId: 2, batchName: '秋', checkupDate: '2026-10-10', className: '小一班', ageMonths: 53, height: 104.5, weight: 17.1, visionLeft: null, visionRight: null, caries: null, items: [] },
    ]) as { xAxis: { data: string[] }; series: { data: (number | null)[] }[] };
    expect(option.xAxis.data).toEqual(['2026-04-10', '2026-10-10']);
    expect(option.series.map((series) => series.data)).toEqual([
      [100, 104.5],
      [null, 17.1],
    ]);
  });

  it('stacks the levels of the items that have them', () => {
    const option = levelChartOption([stat('身高', []), stat('视力', [{ level: '偏低', count: 1 }, { level: '正常', count: 5 }]), stat('龋齿', [{ level: '无', count: 4 }, { level: '有', count: 2 }])]) as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['视力', '龋齿']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['偏低', [1, 0]],
      ['正常', [5, 0]],
      ['无', [0, 4]],
      ['有', [0, 2]],
    ]);
  });
});

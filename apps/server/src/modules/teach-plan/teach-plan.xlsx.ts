import { PLAN_PERIODS, planDayLabel, planPeriodLabel, type WeekPlan } from '@yuanwu/shared';
import type { FileResult } from '../../core/file-result.js';
import { xlsxFile, type SheetColumn } from '../../core/xlsx/xlsx.js';

interface GridRow {
  label: string;
  cells: Record<number, string>;
}

/**
 * A week plan as schools print it: the days as columns (周一 11-23 ...), the theme and the goals on
 * the first rows, then a row per period whose cells list that day's activities (【类型】名称：内容),
 * a holiday written in its day's cells.
 */
export function weekPlanFile(fileName: string, plan: WeekPlan): Promise<FileResult> {
  const columns: SheetColumn<GridRow>[] = [
    { header: `${plan.className} 第${plan.weekIndex}周`, width: 12, value: (row) => row.label },
    ...plan.days.map((day) => ({ header: `${planDayLabel[day.dayOfWeek]} ${day.date.slice(5)}`, width: 28, value: (row: GridRow) => row.cells[day.dayOfWeek] ?? '' })),
  ];
  const firstDay = plan.days[0]!.dayOfWeek;
  const rows: GridRow[] = [
    { label: '本周主题', cells: { [firstDay]: plan.themeName ?? '' } },
    { label: '本周目标', cells: { [firstDay]: plan.goalList.map((goal, index) => `${index + 1}. ${goal.content}`).join('\n') } },
    ...PLAN_PERIODS.map((period) => ({
      label: planPeriodLabel[period]!,
      cells: Object.fromEntries(
        plan.days.map((day) => [
          day.dayOfWeek,
          day.closedReason ??
            plan.activityList
              .filter((activity) => activity.dayOfWeek === day.dayOfWeek && activity.period === period)
              .map((activity) => `${activity.activityTypeName ? `【${activity.activityTypeName}】` : ''}${activity.activityName}${activity.content ? `：${activity.content}` : ''}`)
              .join('\n'),
        ]),
      ),
    })),
  ];
  return xlsxFile(fileName, '周计划', columns, rows);
}

import { guideTargetTitle, PLAN_PERIODS, planDayLabel, planPeriodLabel, type TeachNoteInfo, type WeekPlan } from '@yuanwu/shared';
import type { FileResult } from '../../core/file-result.js';
import { xlsxFile, type SheetColumn } from '../../core/xlsx/xlsx.js';

interface GridRow {
  label: string;
  cells: Record<number, string>;
}

/** An activity's guide targets on a line of their own under it. */
const targetsLine = (targetIds: number[]) => (targetIds.length ? `\n指南目标：${targetIds.map(guideTargetTitle).join('；')}` : '');

/**
 * A week plan as schools print it: the days as columns (周一 11-23 ...), the theme and the goals on
 * the first rows, then a row per period whose cells list that day's activities (【类型】名称：内容, and
 * their guide targets), a holiday written in its day's cells, and last 环境创设 and 家园共育.
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
              .map((activity) => `${activity.activityTypeName ? `【${activity.activityTypeName}】` : ''}${activity.activityName}${activity.content ? `：${activity.content}` : ''}${targetsLine(activity.guideTargetIds)}`)
              .join('\n'),
        ]),
      ),
    })),
    { label: '环境创设', cells: { [firstDay]: plan.environment ?? '' } },
    { label: '家园共育', cells: { [firstDay]: plan.familyWork ?? '' } },
  ];
  return xlsxFile(fileName, '周计划', columns, rows);
}

interface NoteRow {
  label: string;
  value: string;
}

/** A teaching note as a teacher hands it in: the title on top, then class, teacher, day, the text and its attachments. */
export function teachNoteFile(fileName: string, note: TeachNoteInfo): Promise<FileResult> {
  const columns: SheetColumn<NoteRow>[] = [
    { header: '教学笔记', width: 12, value: (row) => row.label },
    { header: note.title, width: 80, value: (row) => row.value },
  ];
  const rows: NoteRow[] = [
    { label: '班级', value: note.className },
    { label: '教师', value: note.teacherName },
    { label: '日期', value: note.noteDate },
    { label: '内容', value: note.content },
    { label: '附件', value: note.fileList.map((file) => file.fileName).join('\n') },
  ];
  return xlsxFile(fileName, '教学笔记', columns, rows);
}

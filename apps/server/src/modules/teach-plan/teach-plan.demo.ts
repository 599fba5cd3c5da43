import { DEFAULT_ACTIVITY_TYPES, LibrarySource, PLAN_DAYS, PlanStatus } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { gradesOfYear, listClasses, teachersOfClasses, teachingWeeks } from '../class-group/index.js';
import { currentYear, semestersOfYears } from '../school-year/index.js';
import { insertLibraryActivity, setActivityTargets } from './activity-library.repository.js';
import * as repository from './teach-plan.repository.js';

/** The school's 活动库 to start with: type index, name, content, guide targets. */
const LIBRARY: [number, string, string, number[]][] = [
  [0, '绘本《好饿的毛毛虫》', '阅读绘本，说一说毛毛虫每天吃了什么，按顺序排一排水果卡片', [201, 202]],
  [0, '科学小实验：会变色的水', '用红黄蓝三色颜料调色，观察颜色混合后的变化并记录', [401, 403]],
  [1, '建构区：我们的小区', '用积木合作搭建楼房和道路，分工并轮流使用长积木', [301, 504]],
  [2, '老狼老狼几点了', '听口令跑、躲，遵守游戏规则，注意和同伴保持安全距离', [104, 302]],
  [3, '学习自己穿外套', '用儿歌“抓领子、盖房子、伸袖子”练习穿外套', [106]],
  [4, '音乐游戏《小星星》', '跟唱歌曲，用手腕转动表现星星一闪一闪，尝试打击乐伴奏', [502, 503]],
];

/** A theme per grade level, with its goals and the week's activities (type index, period, name, content). */
const THEMES: Record<number, { name: string; goals: string[]; activities: [number, number, string, string][]; targets: number[][] }> = {
  0: {
    name: '秋天来了',
    goals: ['感受秋天的天气变化，知道秋天树叶会变黄、飘落', '愿意用语言和绘画表达自己对秋天的发现'],
    activities: [
      [0, 2, '认识秋天的树叶', '观察不同形状、颜色的落叶，说一说它们的样子'],
      [1, 3, '树叶拼贴画', '美工区用落叶拼贴小动物'],
      [2, 2, '捡落叶比赛', '户外分组收集落叶，数一数谁捡得多'],
      [0, 2, '儿歌《秋天》', '学念儿歌，配合动作表演'],
      [3, 1, '晨间谈话：我看到的秋天', '分享上学路上看到的秋天'],
    ],
    // The guide targets of each activity above.
    targets: [[401, 501], [503, 504], [104, 401], [201, 502], [201, 301]],
  },
};

/** The school's activity types, a theme per grade of the current semester, and week plans of the first class of each grade: last week's passed, this week's waiting for approval. */
export async function seedTeachPlans(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const typeIds = await repository.insertActivityTypes(db, DEFAULT_ACTIVITY_TYPES);
  const year = await currentYear(db, plan.today);
  if (!year) return;
  const semester = (await semestersOfYears(db, [year.id])).find((candidate) => candidate.startDate <= plan.today && plan.today <= candidate.endDate);
  if (!semester) return;
  const weeks = teachingWeeks(semester, plan.today);
  const current = weeks.find((week) => week.isCurrent);
  if (!current) return;
  const [grades, classes] = await Promise.all([gradesOfYear(db, year.id), listClasses(db, { yearId: year.id })]);
  const teachers = await teachersOfClasses(db, classes.map((row) => row.classId));
  const content = THEMES[0]!;
  const librarian = teachers[0];
  if (librarian) {
    for (const [type, name, text, targets] of LIBRARY) {
      await insertLibraryActivity(
        db,
        { source: LibrarySource.SCHOOL, activityTypeId: typeIds[type] ?? null, name, content: text, adderId: librarian.teacherId, createdAt: plan.daysAgo(30), updatedAt: plan.daysAgo(30) },
        targets,
      );
    }
  }
  for (const grade of grades) {
    const first = classes.find((row) => row.gradeId === grade.gradeId);
    const writer = teachers.find((teacher) => teacher.classId === first?.classId);
    if (!first || !writer) continue;
    const themeId = await repository.insertTheme(
      db,
      { gradeId: grade.gradeId, semesterId: semester.id, name: content.name, weekCount: 2, goals: content.goals.join('\n'), adderId: writer.teacherId, createdAt: plan.daysAgo(14) },
      [],
    );
    const approverId = grade.gradeManager ?? writer.teacherId;
    const previous = weeks.find((week) => week.weekIndex === current.weekIndex - 1);
    for (const [week, passed] of [
      [previous, true],
      [current, false],
    ] as const) {
      if (!week) continue;
      const weekId = await repository.insertPlan(db, {
        classId: first.classId,
        semesterId: semester.id,
        weekIndex: week.weekIndex,
        startDate: week.startDate,
        endDate: week.endDate,
        themeId,
        approveStatus: passed ? PlanStatus.PASSED : PlanStatus.SUBMITTED,
        remark: null,
        writerId: writer.teacherId,
        submittedAt: plan.daysAgo(passed ? 9 : 2),
        approverId: passed ? approverId : null,
        approvedAt: passed ? plan.daysAgo(8) : null,
        createdAt: plan.daysAgo(passed ? 10 : 3),
      });
      for (const goal of content.goals) await repository.insertGoal(db, { classId: first.classId, weekPlanId: weekId, content: goal });
      const activityIds = await repository.insertActivities(
        db,
        content.activities.map(([type, period, name, text], index) => ({
          classId: first.classId,
          weekPlanId: weekId,
          dayOfWeek: PLAN_DAYS[index % PLAN_DAYS.length]!,
          period,
          activityTypeId: typeIds[type] ?? null,
          name,
          content: text,
        })),
      );
      for (const [index, activityId] of activityIds.entries()) await setActivityTargets(db, { id: activityId, classId: first.classId }, content.targets[index] ?? []);
    }
  }
}

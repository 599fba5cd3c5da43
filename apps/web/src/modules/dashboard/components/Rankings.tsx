import type { DateRangeValue } from '../../attendance';
import { useClassRanking, useParentRanking, useTeacherRanking } from '../dashboard.queries';
import { RankingCard } from './RankingCard';

/** Staff by the class dynamics they posted in the period, then by the photos they uploaded. */
export function TeacherRanking({ range }: { range: DateRangeValue }) {
  const ranking = useTeacherRanking(range);
  return (
    <RankingCard
      query={ranking}
      title="教师排行"
      basis="按发布动态数、上传照片数"
      empty="这段时间还没有老师发布班级动态"
      entries={ranking.data?.list.map((row) => ({
        key: row.teacherId,
        rank: row.rank,
        name: row.teacherName,
        detail: `${row.photoCount} 张照片`,
        value: `${row.postCount} 条动态`,
      }))}
    />
  );
}

/** Parents by their comments and likes in the period. */
export function ParentRanking({ range }: { range: DateRangeValue }) {
  const ranking = useParentRanking(range);
  return (
    <RankingCard
      query={ranking}
      title="家长排行"
      basis="按评论与点赞次数"
      empty="这段时间还没有家长评论或点赞"
      entries={ranking.data?.list.map((row) => ({
        key: row.guardianId,
        rank: row.rank,
        name: row.guardianName,
        note: row.studentNames ? `${row.studentNames}的家长` : undefined,
        detail: `评论 ${row.commentCount} · 点赞 ${row.likeCount}`,
        value: `${row.interactionCount} 次`,
      }))}
    />
  );
}

/** Classes by their attendance rate in the period. */
export function ClassRanking({ range }: { range: DateRangeValue }) {
  const ranking = useClassRanking(range);
  return (
    <RankingCard
      query={ranking}
      title="班级排行"
      basis="按出勤率"
      empty="这段时间还没有班级点名"
      entries={ranking.data?.list.map((row) => ({
        key: row.classId,
        rank: row.rank,
        name: row.className,
        note: row.gradeName,
        detail: `${row.attendedCount}/${row.recordedCount} 人次`,
        value: `${row.attendRate}%`,
      }))}
    />
  );
}

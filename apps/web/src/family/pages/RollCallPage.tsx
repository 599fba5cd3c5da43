import { AttendStatus, attendStatusLabel } from '@yuanwu/shared';
import { Empty, List, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useRollCall } from '../family.queries';
import { Loaded } from './Loading';

type Sheet = NonNullable<ReturnType<typeof useRollCall>['data']>['list'][number];
type Child = Sheet['children'][number];

const STATUS_COLOR: Record<number, 'danger' | 'success' | 'primary'> = { [AttendStatus.ABSENT]: 'danger', [AttendStatus.PRESENT]: 'success', [AttendStatus.LEFT]: 'primary' };

/** A child's line as the console's sheet counts it: on leave unless marked present, else the mark, or 未点名. */
function statusOf(child: Child): ReactNode {
  if (child.leave && child.status !== AttendStatus.PRESENT && child.status !== AttendStatus.LEFT) return <Tag color="warning">{child.leave.leaveTypeName}</Tag>;
  if (child.status === null) return <Tag color="default">未点名</Tag>;
  return <Tag color={STATUS_COLOR[child.status] ?? 'default'}>{attendStatusLabel[child.status]}</Tag>;
}

function ClassSheet({ sheet }: { sheet: Sheet }) {
  const unmarked = sheet.children.filter((child) => child.status === null && !child.leave).length;
  const header = [`${sheet.className}（${sheet.children.length}人）`, `出勤 ${sheet.totals.presentCount}`, `请假 ${sheet.leaveCount}`, `缺勤 ${sheet.totals.absentCount}`, `未点名 ${unmarked}`].join(' · ');
  return (
    <List header={sheet.closedReason ? `${header}（${sheet.closedReason}）` : header}>
      {sheet.children.map((child) => (
        <List.Item
          key={child.studentId}
          extra={statusOf(child)}
          description={child.leave ? [child.leave.leaveTypeName, child.leave.note].filter(Boolean).join('：') : (child.remark ?? undefined)}
        >
          {child.studentName}
        </List.Item>
      ))}
    </List>
  );
}

/** 点名: today's roll call of the classes the teacher teaches, with the leaves families reported. */
export function RollCallPage() {
  const rollCall = useRollCall();
  return (
    <Loaded query={rollCall}>
      {({ date, list }) =>
        list.length === 0 ? (
          <Empty description="本学年没有任教的班级" />
        ) : (
          <>
            <p className="family__date">今天 {date}（点名在管理端进行）</p>
            {list.map((sheet) => (
              <ClassSheet key={sheet.classId} sheet={sheet} />
            ))}
          </>
        )
      }
    </Loaded>
  );
}

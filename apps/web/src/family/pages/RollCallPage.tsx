import { AttendStatus, attendStatusLabel } from '@yuanwu/shared';
import { ActionSheet, Button, Dialog, Empty, List, Tag, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useMarkRollCall, useRollCall } from '../family.queries';
import { Loaded } from './Loading';

type Sheet = NonNullable<ReturnType<typeof useRollCall>['data']>['list'][number];
type Child = Sheet['children'][number];

const STATUS_COLOR: Record<number, 'danger' | 'success' | 'primary'> = { [AttendStatus.ABSENT]: 'danger', [AttendStatus.PRESENT]: 'success', [AttendStatus.LEFT]: 'primary' };
const MARKS = [AttendStatus.PRESENT, AttendStatus.ABSENT, AttendStatus.LEFT];

/** A child's line as the console's sheet counts it: on leave unless marked present, else the mark, or 未点名. */
function statusOf(child: Child): ReactNode {
  if (child.leave && child.status !== AttendStatus.PRESENT && child.status !== AttendStatus.LEFT) return <Tag color="warning">{child.leave.leaveTypeName}</Tag>;
  if (child.status === null) return <Tag color="default">未点名</Tag>;
  return <Tag color={STATUS_COLOR[child.status] ?? 'default'}>{attendStatusLabel[child.status]}</Tag>;
}

function ClassSheet({ sheet }: { sheet: Sheet }) {
  const mark = useMarkRollCall();
  const unmarked = sheet.children.filter((child) => child.status === null && !child.leave);
  const header = [`${sheet.className}（${sheet.children.length}人）`, `出勤 ${sheet.totals.presentCount}`, `请假 ${sheet.leaveCount}`, `缺勤 ${sheet.totals.absentCount}`, `未点名 ${unmarked.length}`].join(' · ');
  const save = (records: { studentId: number; status: number }[], done: string) =>
    mark.mutate({ classId: sheet.classId, records }, { onSuccess: () => Toast.show({ icon: 'success', content: done }) });
  const choose = (child: Child) =>
    ActionSheet.show({
      extra: `${child.studentName}今天`,
      actions: MARKS.map((status) => ({ key: status, text: attendStatusLabel[status], bold: status === child.status })),
      cancelText: '取消',
      closeOnAction: true,
      onAction: ({ key }) => save([{ studentId: child.studentId, status: Number(key) }], `${child.studentName}：${attendStatusLabel[Number(key)]}`),
    });
  const markRestPresent = () =>
    void Dialog.confirm({
      content: `将未点名的 ${unmarked.length} 名幼儿标为出勤？`,
      onConfirm: () => save(unmarked.map((child) => ({ studentId: child.studentId, status: AttendStatus.PRESENT })), `${unmarked.length} 名幼儿已标为出勤`),
    });
  return (
    <List header={sheet.closedReason ? `${header}（${sheet.closedReason}）` : header}>
      {sheet.children.map((child) => (
        <List.Item
          key={child.studentId}
          extra={statusOf(child)}
          description={child.leave ? [child.leave.leaveTypeName, child.leave.note].filter(Boolean).join('：') : (child.remark ?? undefined)}
          onClick={sheet.editable ? () => choose(child) : undefined}
        >
          {child.studentName}
        </List.Item>
      ))}
      {sheet.editable && unmarked.length > 0 && (
        <List.Item>
          <Button block color="primary" fill="outline" loading={mark.isPending} onClick={markRestPresent}>
            未点名的 {unmarked.length} 名标为出勤
          </Button>
        </List.Item>
      )}
    </List>
  );
}

/** 点名: today's roll call of the classes the teacher teaches, with the leaves families reported, taken here or in the console. */
export function RollCallPage() {
  const rollCall = useRollCall();
  return (
    <Loaded query={rollCall}>
      {({ date, list }) =>
        list.length === 0 ? (
          <Empty description="本学年没有任教的班级" />
        ) : (
          <>
            <p className="family__date">今天 {date}{list.some((sheet) => sheet.editable) ? ' · 点幼儿姓名标记出勤、缺勤或离园' : ''}</p>
            {list.map((sheet) => (
              <ClassSheet key={sheet.classId} sheet={sheet} />
            ))}
          </>
        )
      }
    </Loaded>
  );
}

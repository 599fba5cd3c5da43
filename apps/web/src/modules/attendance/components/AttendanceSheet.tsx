import { CheckOutlined, LeftOutlined, RightOutlined, SaveOutlined } from '@ant-design/icons';
import { AttendStatus, attendStatusLabel, SaveSheetInput, sexLabel } from '@yuanwu/shared';
import { Alert, App, Button, DatePicker, Empty, Radio, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { changedRecords, marksOf, markUnrecordedPresent, sheetCounts, type SheetMarks } from '../attendance-sheet';
import { useAttendSheet, useSaveSheet } from '../attendance.queries';
import { swipeTime } from './StudentDaysDrawer';
import { DATE_FORMAT, DAY_WITH_WEEKDAY_PICKER_FORMAT, todayText } from '../../../components/dates';
import { urlParam, useUrlState } from '../../../components/url-state';
import { QueryState } from '../../../components/query-state';
import { problemOf } from '../../../components/form-rules';
import { CellTextInput } from '../../../components/CellTextInput';

const STATUS_OPTIONS = [1, 0, 2].map((status) => ({ value: status, label: attendStatusLabel[status]! }));

type Sheet = NonNullable<ReturnType<typeof useAttendSheet>['data']>;
type SheetChild = Sheet['children'][number];

const remarkSchema = SaveSheetInput.shape.records.element.shape.remark;

/** Why a day cannot be taken, as the teacher should read it. */
function closedText(sheet: Sheet): string {
  if (sheet.closedReason === '未到日期') return '还没到这一天，不能提前点名。';
  if (sheet.closedReason === '不在班级所属学年内') return '这一天不在班级所属的学年内。';
  return `${sheet.date} 是${sheet.closedReason}，不是上学日，无需点名。`;
}

/** The marks of one day's sheet, made afresh from the server's whenever the day is reloaded. */
function SheetTable({ sheet }: { sheet: Sheet }) {
  const { message } = App.useApp();
  const save = useSaveSheet();
  const [marks, setMarks] = useState<SheetMarks>(() => marksOf(sheet.children));
  const changes = changedRecords(sheet.children, marks);
  const counts = sheetCounts(marks);
  const setMark = (studentId: number, change: Partial<SheetMarks[number]>) => setMarks({ ...marks, [studentId]: { ...marks[studentId]!, ...change } });
  const refused = Object.values(marks).some((mark) => problemOf(remarkSchema, mark.remark));
  // A child whose family reported a leave (家长端) and who did not come is on leave, not absent.
  const onLeave = sheet.children.filter((child) => child.leave && marks[child.studentId]?.status !== AttendStatus.PRESENT && marks[child.studentId]?.status !== AttendStatus.LEFT);
  const absentOnLeave = onLeave.filter((child) => marks[child.studentId]?.status === AttendStatus.ABSENT).length;

  const columns: TableColumnsType<SheetChild> = [
    { title: '姓名', dataIndex: 'studentName', width: 120 },
    { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number) => sexLabel[sex] ?? '' },
    {
      title: '考勤',
      key: 'status',
      width: 220,
      render: (_, child) => (
        <Radio.Group
          className={`attend-status attend-status--${marks[child.studentId]?.status ?? 'none'}`}
          aria-label={`${child.studentName}的考勤`}
          optionType="button"
          buttonStyle="solid"
          size="small"
          disabled={!sheet.editable}
          options={STATUS_OPTIONS}
          value={marks[child.studentId]?.status ?? undefined}
          onChange={(event) => setMark(child.studentId, { status: event.target.value as number })}
        />
      ),
    },
    {
      title: '请假',
      key: 'leave',
      width: 90,
      render: (_, child) =>
        child.leave ? (
          <Tooltip title={child.leave.note || '家长未填写说明'}>
            <Tag color="orange">{child.leave.leaveTypeName}</Tag>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: '刷卡入园', dataIndex: 'arriveAt', width: 100, render: swipeTime },
    { title: '刷卡离开', dataIndex: 'leaveAt', width: 100, render: swipeTime },
    {
      title: '备注',
      key: 'remark',
      render: (_, child) => (
        <CellTextInput
          schema={remarkSchema}
          size="small"
          placeholder="病假、事假、提前接走…"
          aria-label={`${child.studentName}的备注`}
          disabled={!sheet.editable}
          value={marks[child.studentId]?.remark ?? ''}
          onChange={(event) => setMark(child.studentId, { remark: event.target.value })}
        />
      ),
    },
    { title: '点名教师', dataIndex: 'markedByName', width: 110, render: (name: string | null) => name ?? '—' },
  ];

  const submit = () =>
    save.mutate(
      { classId: sheet.classId, date: sheet.date, records: changes },
      { onSuccess: (result) => void message.success(`已保存 ${result.savedCount} 名幼儿的考勤`) },
    );

  return (
    <>
      {sheet.editable ? null : <Alert className="attend-sheet__closed" type="info" showIcon title={closedText(sheet)} />}
      <div className="attend-sheet__bar">
        <span className="attend-sheet__counts">
          共 {sheet.children.length} 名 · 出勤 {counts.present} · 离园 {counts.left} · 缺勤 {counts.absent - absentOnLeave}
          {onLeave.length ? ` · 请假 ${onLeave.length}` : ''}
          {counts.unmarked ? <span className="attend-muted--warn"> · 未点名 {counts.unmarked}</span> : null}
        </span>
        <Space>
          <Button icon={<CheckOutlined />} disabled={!sheet.editable || counts.unmarked === 0} onClick={() => setMarks(markUnrecordedPresent(marks))}>
            未点名的全部出勤
          </Button>
          <Button type="primary" icon={<SaveOutlined />} disabled={!sheet.editable || changes.length === 0 || refused} loading={save.isPending} onClick={submit}>
            保存点名{changes.length ? `（${changes.length}）` : ''}
          </Button>
        </Space>
      </div>
      <Table<SheetChild>
        rowKey="studentId"
        size="middle"
        columns={columns}
        dataSource={sheet.children}
        pagination={false}
        locale={{ emptyText: <Empty description="这一天班里没有在读幼儿" /> }}
      />
    </>
  );
}

/** 每日点名: a class's children on a day, marked 出勤, 缺勤 or 离园 by the teacher. */
export function AttendanceSheet({ classId }: { classId: number }) {
  const [{ date }, set] = useUrlState({ date: urlParam.day(todayText()) });
  const setDate = (day: string) => set({ date: day }, { replace: true });
  const sheet = useAttendSheet(classId, date);
  const shift = (days: number) => setDate(dayjs(date).add(days, 'day').format(DATE_FORMAT));
  return (
    <div className="attend-sheet">
      <Space className="attend-sheet__day">
        <Button icon={<LeftOutlined />} aria-label="前一天" onClick={() => shift(-1)} />
        <DatePicker
          aria-label="点名日期"
          allowClear={false}
          value={dayjs(date)}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(day) => day && setDate(day.format(DATE_FORMAT))}
          format={DAY_WITH_WEEKDAY_PICKER_FORMAT}
        />
        <Button icon={<RightOutlined />} aria-label="后一天" disabled={date >= todayText()} onClick={() => shift(1)} />
      </Space>
      <QueryState query={sheet} what="点名表">
        {(data) => <SheetTable key={`${data.date}:${sheet.dataUpdatedAt}`} sheet={data} />}
      </QueryState>
    </div>
  );
}

import { FormatPainterOutlined, SaveOutlined } from '@ant-design/icons';
import { CareEntry, MAX_WATER_CUPS, MEALS, type CareChild, type ClassDay, type MealField } from '@yuanwu/shared';
import { Alert, App, Button, Empty, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { changedEntries, DEFAULT_DRAFT, draftsOf, fillClass, isUnsaved, type CareDraft, type CareDrafts } from '../daily-care-sheet';
import { useClassDay, useSaveClassDay } from '../daily-care.queries';
import { AttendTag, EAT_LEVEL_OPTIONS } from './care-labels';
import { QueryState } from '../../../components/query-state';
import { problemOf } from '../../../components/form-rules';
import { CellTextInput } from '../../../components/CellTextInput';

type ClassValues = Omit<CareDraft, 'pickyNote'>;

/** Why a day cannot be recorded, as the teacher should read it. */
function closedText(day: ClassDay): string {
  if (day.closedReason === '未到日期') return '还没到这一天，不能提前记录饮水进餐。';
  return `${day.date} 是${day.closedReason}，不是上学日，无需记录。`;
}

function CupsInput({ value, onChange, label, disabled }: { value: number; onChange: (cups: number) => void; label: string; disabled?: boolean }) {
  return (
    <InputNumber
      size="small"
      min={0}
      max={MAX_WATER_CUPS}
      precision={0}
      aria-label={label}
      disabled={disabled}
      value={value}
      onChange={(cups) => onChange(cups ?? 0)}
      suffix="杯"
      className="care-sheet__cups"
    />
  );
}

function LevelSelect({ value, onChange, label, disabled }: { value: number; onChange: (level: number) => void; label: string; disabled?: boolean }) {
  return <Select<number> size="small" aria-label={label} className="care-sheet__level" disabled={disabled} options={EAT_LEVEL_OPTIONS} value={value} onChange={onChange} />;
}

/** 全班统一: the values the whole class takes at once, before the teacher changes the exceptions. */
function ClassFillBar({ disabled, onFill }: { disabled: boolean; onFill: (values: ClassValues) => void }) {
  const [values, setValues] = useState<ClassValues>({ ...DEFAULT_DRAFT });
  return (
    <div className="care-sheet__fill">
      <span className="care-sheet__fill-label">全班统一：</span>
      <CupsInput label="全班饮水杯数" value={values.waterCups} disabled={disabled} onChange={(waterCups) => setValues({ ...values, waterCups })} />
      {MEALS.map((meal) => (
        <Space key={meal.field} size={4}>
          <span>{meal.label}</span>
          <LevelSelect label={`全班${meal.label}`} value={values[meal.field]} disabled={disabled} onChange={(level) => setValues({ ...values, [meal.field]: level })} />
        </Space>
      ))}
      <Button size="small" icon={<FormatPainterOutlined />} disabled={disabled} onClick={() => onFill(values)}>
        填入全班
      </Button>
    </div>
  );
}

/** The drafts of one day, made afresh from the server's whenever the day is reloaded. */
function DayTable({ day }: { day: ClassDay }) {
  const { message } = App.useApp();
  const save = useSaveClassDay();
  const [drafts, setDrafts] = useState<CareDrafts>(() => draftsOf(day.children));
  const changes = changedEntries(day.children, drafts);
  const came = day.children.filter((child) => child.recordable).length;
  const unsaved = day.children.filter((child) => child.recordable && isUnsaved(child)).length;
  const setDraft = (studentId: number, change: Partial<CareDraft>) => setDrafts({ ...drafts, [studentId]: { ...drafts[studentId]!, ...change } });
  const refused = Object.values(drafts).some((draft) => problemOf(CareEntry.shape.pickyNote, draft.pickyNote));

  const mealColumn = (field: MealField, label: string) => ({
    title: label,
    key: field,
    width: 130,
    render: (_: unknown, child: CareChild) => {
      const draft = drafts[child.studentId];
      return draft ? <LevelSelect label={`${child.studentName}的${label}`} value={draft[field]} onChange={(level) => setDraft(child.studentId, { [field]: level })} /> : null;
    },
  });
  const columns: TableColumnsType<CareChild> = [
    { title: '姓名', dataIndex: 'studentName', width: 110 },
    { title: '出勤', dataIndex: 'attendStatus', width: 80, render: (status: number | null) => <AttendTag status={status} /> },
    {
      title: `饮水（每杯${day.cupMl}毫升）`,
      key: 'waterCups',
      width: 150,
      render: (_, child) => {
        const draft = drafts[child.studentId];
        return draft ? <CupsInput label={`${child.studentName}的饮水杯数`} value={draft.waterCups} onChange={(waterCups) => setDraft(child.studentId, { waterCups })} /> : null;
      },
    },
    ...MEALS.map((meal) => mealColumn(meal.field, meal.label)),
    {
      title: '挑食备注',
      key: 'pickyNote',
      render: (_, child) => {
        const draft = drafts[child.studentId];
        return draft ? (
          <CellTextInput
            schema={CareEntry.shape.pickyNote}
            size="small"
            placeholder="不吃青菜、挑出胡萝卜…"
            aria-label={`${child.studentName}的挑食备注`}
            value={draft.pickyNote}
            onChange={(event) => setDraft(child.studentId, { pickyNote: event.target.value })}
          />
        ) : (
          <span className="care-muted">{child.attendStatus === null ? '未点名，请先在幼儿考勤点名' : '当天未到园，无需记录'}</span>
        );
      },
    },
    {
      title: '记录',
      key: 'recorded',
      width: 110,
      render: (_, child) => (!child.recordable ? null : isUnsaved(child) ? <Tag color="blue">未保存</Tag> : <span className="care-muted">{child.recordedByName ?? ''}</span>),
    },
  ];

  const submit = () =>
    save.mutate(
      { classId: day.classId, date: day.date, records: changes },
      { onSuccess: (result) => void message.success(`已保存 ${day.className} ${day.date} ${result.savedCount} 名幼儿的饮水进餐`) },
    );

  return (
    <>
      {day.editable ? null : <Alert className="care-sheet__closed" type="info" showIcon title={closedText(day)} />}
      {day.editable && came === 0 && day.children.some((child) => child.attendStatus === null) ? (
        <Alert className="care-sheet__closed" type="warning" showIcon title="这一天班里还没有点名。饮水进餐只记录到园的幼儿，请先在「幼儿考勤统计」点名。" />
      ) : null}
      {day.editable ? <ClassFillBar disabled={came === 0} onFill={(values) => setDrafts(fillClass(drafts, values))} /> : null}
      <div className="care-sheet__bar">
        <span className="care-sheet__counts">
          共 {day.children.length} 名 · 到园 {came} 名
          {unsaved ? <span className="care-muted--warn"> · 未保存 {unsaved} 名</span> : null}
        </span>
        <Button type="primary" icon={<SaveOutlined />} disabled={!day.editable || changes.length === 0 || refused} loading={save.isPending} onClick={submit}>
          保存{changes.length ? `（${changes.length}）` : ''}
        </Button>
      </div>
      <Table<CareChild>
        rowKey="studentId"
        size="middle"
        className="care-sheet__table"
        columns={columns}
        dataSource={day.children}
        pagination={false}
        rowClassName={(child) => (child.recordable ? '' : 'care-sheet__row--away')}
        locale={{ emptyText: <Empty description="这一天班里没有在读幼儿" /> }}
      />
    </>
  );
}

/** 每日记录: a class's children on a day, their water and each meal, filled class-wide and corrected one by one. */
export function ClassDaySheet({ classId, date }: { classId: number; date: string }) {
  const day = useClassDay(classId, date);
  return (
    <QueryState query={day} what="饮水进餐记录">
      {(data) => <DayTable key={`${data.classId}:${data.date}:${day.dataUpdatedAt}`} day={data} />}
    </QueryState>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { LESSON_REMARK_MAX, LESSON_SECTIONS, lessonSectionLabel, SaveCourseTermInput, type CourseLessonRow, type CourseTermRow } from '@yuanwu/shared';
import { App, Button, Card, DatePicker, Form, Input, Popconfirm, Segmented, Select, Space, Table, Tabs, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { textLimit } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect, QueryState } from '../../../components/query-state';
import { ANY, lessonListSource, useClassOptions, useLessonOptions, useLessonWrites, useTermOptions, useTerms, type LessonFilters } from '../courseware.queries';
import '../courseware.css';

const DATE = 'YYYY-MM-DD';
const initialFilters: LessonFilters = { termId: ANY, classId: ANY, deleted: 0 };

type Pick = { value?: number; onChange?: (value: number) => void };
function TermFilter(props: Pick & { all?: boolean }) {
  const terms = useTermOptions();
  const options = (terms.data ?? []).map((term) => ({ value: term.termId, label: term.termName }));
  return <QuerySelect<number> {...props} query={terms} what="学期" className="courseware-filter" aria-label="学期" options={props.all === false ? options : [{ value: ANY, label: '全部学期' }, ...options]} />;
}
function ClassFilter(props: Pick & { all?: boolean }) {
  const classes = useClassOptions();
  const options = (classes.data ?? []).map((row) => ({ value: row.classId, label: row.className }));
  return <QuerySelect<number> {...props} query={classes} what="班级" className="courseware-filter" aria-label="班级" options={props.all === false ? options : [{ value: ANY, label: '全部班级' }, ...options]} />;
}
function LessonSelect(props: Pick) {
  const lessons = useLessonOptions();
  return (
    <QuerySelect<number>
      {...props}
      query={lessons}
      what="课件"
      showSearch
      optionFilterProp="label"
      aria-label="课件"
      options={(lessons.data ?? []).map((row) => ({ value: row.coursewareId, label: `${row.coursewareName}（${row.gradeName}·${row.subjectName}）` }))}
    />
  );
}
function DeletedSwitch(props: { value?: number; onChange?: (value: number) => void }) {
  return <Segmented<number> value={props.value ?? 0} onChange={props.onChange} options={[{ value: 0, label: '已排课节' }, { value: 1, label: '已删除' }]} />;
}

interface LessonValues {
  termId: number;
  classId: number;
  coursewareId: number;
  lessonDate: Dayjs;
  section: number;
  remark?: string;
}

function Lessons() {
  const { message } = App.useApp();
  const writes = useLessonWrites();
  const [form, setForm] = useState<{ lesson?: CourseLessonRow } | undefined>();
  const columns: TableColumnsType<CourseLessonRow> = [
    { title: '日期', dataIndex: 'lessonDate', width: 110 },
    { title: '节次', dataIndex: 'sectionName', width: 72 },
    { title: '班级', key: 'class', width: 120, render: (_, row) => `${row.gradeName}·${row.className}` },
    { title: '课件', dataIndex: 'coursewareName', render: (name: string, row) => <div>{name}<div className="courseware-meta">{row.subjectName}{row.remark ? ` · ${row.remark}` : ''}</div></div> },
    { title: '学期', dataIndex: 'termName', width: 200 },
    { title: '授课教师', dataIndex: 'teacherName', width: 100 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, row) =>
        row.isDeleted ? (
          <Popconfirm title="恢复这节课？" onConfirm={() => writes.restore.mutateAsync(row.lessonId).then(() => void message.success('已恢复'))}>
            <Button type="link" size="small">
              恢复
            </Button>
          </Popconfirm>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setForm({ lesson: row })}>
              编辑
            </Button>
            <DeleteButton title="确定删除这节课吗？" description="删除后可在“已删除”中恢复。" onConfirm={() => writes.remove.mutateAsync(row.lessonId).then(() => void message.success('已删除'))} />
          </Space>
        ),
    },
  ];
  const lesson = form?.lesson;
  return (
    <>
      <ListPage<CourseLessonRow, LessonFilters>
        title="课节"
        source={lessonListSource}
        rowKey="lessonId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="没有课节。可点击“排课”添加"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            排课
          </Button>
        }
        filters={
          <>
            <Form.Item name="termId" label="学期">
              <TermFilter />
            </Form.Item>
            <Form.Item name="classId" label="班级">
              <ClassFilter />
            </Form.Item>
            <Form.Item name="deleted" label="状态">
              <DeletedSwitch />
            </Form.Item>
          </>
        }
      />
      <FormModal<LessonValues>
        title={lesson ? '编辑课节' : '排课'}
        open={Boolean(form)}
        onClose={() => setForm(undefined)}
        initialValues={lesson ? { ...lesson, lessonDate: dayjs(lesson.lessonDate) } : { section: 1 }}
        onSubmit={(values) =>
          writes.save
            .mutateAsync({ ...(lesson ? { lessonId: lesson.lessonId } : {}), ...values, lessonDate: values.lessonDate.format(DATE), remark: values.remark ?? '' })
            .then(() => void message.success('已保存课节'))
        }
      >
        <Form.Item name="termId" label="学期" rules={[{ required: true, message: '请选择学期' }]}>
          <TermFilter all={false} />
        </Form.Item>
        <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <ClassFilter all={false} />
        </Form.Item>
        <Form.Item name="coursewareId" label="课件" rules={[{ required: true, message: '请选择课件' }]}>
          <LessonSelect />
        </Form.Item>
        <Space>
          <Form.Item name="lessonDate" label="上课日期" rules={[{ required: true, message: '请选择上课日期' }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="section" label="节次" rules={[{ required: true, message: '请选择节次' }]}>
            <Select style={{ width: 120 }} options={LESSON_SECTIONS.map((value) => ({ value, label: lessonSectionLabel(value) }))} />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label="备注">
          <Input maxLength={LESSON_REMARK_MAX} />
        </Form.Item>
      </FormModal>
    </>
  );
}

interface TermValues {
  termName: string;
  dates: [Dayjs, Dayjs];
}

function Terms() {
  const { message } = App.useApp();
  const terms = useTerms();
  const writes = useLessonWrites();
  const [form, setForm] = useState<{ term?: CourseTermRow } | undefined>();
  const term = form?.term;
  return (
    <Card
      title="学期"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
          新增学期
        </Button>
      }
    >
      <QueryState query={terms} what="学期" isEmpty={(rows) => rows.length === 0} empty="还没有学期。排课前请先新增学期">
        {(rows) => (
          <Table
            rowKey="termId"
            pagination={false}
            dataSource={rows}
            columns={[
              { title: '学期', dataIndex: 'termName' },
              { title: '开始', dataIndex: 'startDate', width: 120 },
              { title: '结束', dataIndex: 'endDate', width: 120 },
              { title: '课节数', dataIndex: 'lessonCount', width: 80 },
              {
                title: '操作',
                key: 'actions',
                width: 140,
                render: (_, row) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setForm({ term: row })}>
                      编辑
                    </Button>
                    <DeleteButton
                      title={`确定删除「${row.termName}」吗？`}
                      description="学期内还有课节时不能删除。"
                      onConfirm={() => writes.removeTerm.mutateAsync(row.termId).then(() => void message.success('已删除学期'))}
                    />
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <FormModal<TermValues>
        title={term ? '编辑学期' : '新增学期'}
        open={Boolean(form)}
        onClose={() => setForm(undefined)}
        initialValues={term ? { termName: term.termName, dates: [dayjs(term.startDate), dayjs(term.endDate)] } : {}}
        serverFields={{ startDate: 'dates', endDate: 'dates' }}
        onSubmit={(values) =>
          writes.saveTerm
            .mutateAsync({ ...(term ? { termId: term.termId } : {}), termName: values.termName, startDate: values.dates[0].format(DATE), endDate: values.dates[1].format(DATE) })
            .then(() => void message.success('已保存学期'))
        }
      >
        <Form.Item name="termName" label="学期名称" rules={[{ required: true, whitespace: true, message: '请填写学期名称' }]}>
          <Input maxLength={textLimit(SaveCourseTermInput.shape.termName)} placeholder="如：2026秋季学期" />
        </Form.Item>
        <Form.Item name="dates" label="起止日期" rules={[{ required: true, message: '请选择起止日期' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FormModal>
    </Card>
  );
}

/** 课节与学期: the timetable of lessons by term and class (deleted ones can be restored), and the terms. */
export default function CourseLessonPage() {
  return <Tabs items={[{ key: 'lessons', label: '课节', children: <Lessons /> }, { key: 'terms', label: '学期', children: <Terms /> }]} />;
}

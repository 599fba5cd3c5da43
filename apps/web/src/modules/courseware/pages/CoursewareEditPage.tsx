import {
  ACTIVITY_POINT_MAX,
  AddCoursewareInput,
  COURSE_GOAL_MAX,
  COURSE_PART_MAX,
  courseActivityTypes,
  courseVisibilityLabel,
  CourseVisibility,
  GUIDE_TARGETS,
  gradeLevelLabel,
  guideDomainLabel,
  IMAGE_TYPES,
  MAX_COURSE_RESOURCES,
  type CoursewareInfo,
} from '@yuanwu/shared';
import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { listeningForFieldErrors } from '../../../api';
import { DeleteButton } from '../../../components/confirm-delete';
import { textLimit } from '../../../components/form-rules';
import { fieldErrorShower } from '../../../components/FormModal';
import { GuideTargetSelect } from '../../../components/GuideTargetSelect';
import { PageStatus } from '../../../components/query-state';
import { FileListUpload, FileUpload } from '../../../components/upload/FileUpload';
import { fileIdOf, privateFileLink } from '../../../components/upload/file-links';
import { editCoursewarePath } from '../courseware-paths';
import { useCourseware, usePartWrites, useSaveCourseware, useSeriesOptions, useSubjects, useThemeOptions } from '../courseware.queries';
import '../courseware.css';

interface HeaderValues {
  coursewareName: string;
  gradeId: number;
  subjectId: number;
  visibility: number;
  activityType?: string;
  seriesId?: number;
  themeId?: number;
  durationMinutes?: number;
  introduction?: string;
  cover?: string | null;
}

const gradeOptions = Object.entries(gradeLevelLabel).map(([value, label]) => ({ value: Number(value), label }));
const visibilityOptions = Object.entries(courseVisibilityLabel).map(([value, label]) => ({ value: Number(value), label }));
const targetOptions = GUIDE_TARGETS.map((target) => ({ value: target.targetId, label: `${guideDomainLabel[target.domainId]} · ${target.name}` }));
const fields = AddCoursewareInput.shape;
const required = (message: string) => [{ required: true, message }];

/** 基本信息: the lesson's own fields; saving them leaves its parts as they are. */
function HeaderForm({ lesson }: { lesson?: CoursewareInfo }) {
  const [form] = Form.useForm<HeaderValues>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const subjects = useSubjects();
  const series = useSeriesOptions();
  const themes = useThemeOptions();
  const save = useSaveCourseware();

  const submit = async (values: HeaderValues) => {
    try {
      const { coursewareId } = await listeningForFieldErrors(fieldErrorShower(form, { coverFileId: 'cover' }), () =>
        save.mutateAsync({
          coursewareId: lesson?.coursewareId,
          coursewareName: values.coursewareName,
          gradeId: values.gradeId,
          subjectId: values.subjectId,
          visibility: values.visibility,
          activityType: values.activityType ?? null,
          seriesId: values.seriesId ?? null,
          themeId: values.themeId ?? null,
          durationMinutes: values.durationMinutes ?? null,
          introduction: values.introduction ?? '',
          coverFileId: values.cover ? (fileIdOf(values.cover) ?? null) : null,
        }),
      );
      void message.success(lesson ? '已保存基本信息' : '已新增课件，请继续填写各部分');
      if (!lesson) void navigate(editCoursewarePath(coursewareId), { replace: true });
    } catch {
      // Shown under its field or as a toast by the request layer.
    }
  };

  const initialValues: Partial<HeaderValues> = lesson
    ? {
        coursewareName: lesson.coursewareName,
        gradeId: lesson.gradeId,
        subjectId: lesson.subjectId,
        visibility: lesson.visibility,
        ...(lesson.activityType ? { activityType: lesson.activityType } : {}),
        ...(lesson.seriesId ? { seriesId: lesson.seriesId } : {}),
        ...(lesson.themeId ? { themeId: lesson.themeId } : {}),
        ...(lesson.durationMinutes ? { durationMinutes: lesson.durationMinutes } : {}),
        introduction: lesson.introduction,
        cover: lesson.coverFileId ? privateFileLink(lesson.coverFileId) : null,
      }
    : { visibility: CourseVisibility.SCHOOL };

  return (
    <Card title="基本信息">
      <Form<HeaderValues> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} name="coursewareHeader">
        <Space wrap align="start" size={16}>
          <Form.Item name="coursewareName" label="课件名称" rules={required('请填写课件名称')} style={{ width: 320 }}>
            <Input maxLength={textLimit(fields.coursewareName)} placeholder="如：秋天的树叶" />
          </Form.Item>
          <Form.Item name="gradeId" label="年级" rules={required('请选择年级')} style={{ width: 140 }}>
            <Select options={gradeOptions} placeholder="选择年级" />
          </Form.Item>
          <Form.Item name="subjectId" label="学科" rules={required('请选择学科')} style={{ width: 140 }}>
            <Select options={(subjects.data ?? []).map((s) => ({ value: s.subjectId, label: s.subjectName }))} placeholder="选择学科" loading={subjects.isPending} />
          </Form.Item>
          <Form.Item name="visibility" label="可见范围" rules={required('请选择可见范围')} style={{ width: 160 }}>
            <Select options={visibilityOptions} />
          </Form.Item>
        </Space>
        <Space wrap align="start" size={16}>
          <Form.Item name="activityType" label="活动类型" style={{ width: 180 }}>
            <Select allowClear options={courseActivityTypes.map((value) => ({ value, label: value }))} placeholder="选择活动类型" />
          </Form.Item>
          <Form.Item name="seriesId" label="系列" style={{ width: 200 }}>
            <Select allowClear options={(series.data ?? []).map((s) => ({ value: s.seriesId, label: s.seriesName }))} placeholder="不归入系列" />
          </Form.Item>
          <Form.Item name="themeId" label="课程主题" style={{ width: 200 }}>
            <Select allowClear options={(themes.data ?? []).map((s) => ({ value: s.themeId, label: s.themeName }))} placeholder="不选主题" />
          </Form.Item>
          <Form.Item name="durationMinutes" label="时长（分钟）" style={{ width: 140 }}>
            <InputNumber min={5} max={180} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Space>
        <Form.Item name="introduction" label="简介">
          <Input.TextArea rows={2} maxLength={textLimit(fields.introduction)} showCount />
        </Form.Item>
        <Form.Item name="cover" label="封面（不传则用学科封面）">
          <FileUpload kind="Courseware" types={IMAGE_TYPES} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {lesson ? '保存基本信息' : '创建课件'}
        </Button>
      </Form>
    </Card>
  );
}

/** A text part (活动准备, 活动过程, 教学案例): its own form and its own save. */
function TextPart({ title, value, onSave }: { title: string; value: string; onSave(text: string): Promise<unknown> }) {
  const [form] = Form.useForm<{ text: string }>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async ({ text }: { text: string }) => {
    setSaving(true);
    try {
      await onSave(text ?? '');
      void message.success(`已保存${title}`);
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={title}>
      <Form form={form} initialValues={{ text: value }} onFinish={(values) => void submit(values)} name={`part-${title}`}>
        <Form.Item name="text" label={title}>
          <Input.TextArea rows={5} maxLength={COURSE_PART_MAX} showCount aria-label={title} />
        </Form.Item>
        <Button htmlType="submit" loading={saving}>
          保存{title}
        </Button>
      </Form>
    </Card>
  );
}

function Goals({ lesson }: { lesson: CoursewareInfo }) {
  const writes = usePartWrites();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ goalId: number; content: string }>();
  const add = async () => {
    if (!draft.trim()) return;
    await writes.addGoal.mutateAsync({ coursewareId: lesson.coursewareId, content: draft }).then(() => setDraft('')).catch(() => undefined);
  };
  return (
    <Card title="活动目标">
      <ul className="courseware-editor__list">
        {lesson.goals.map((goal) =>
          editing?.goalId === goal.goalId ? (
            <li key={goal.goalId}>
              <Input value={editing.content} maxLength={COURSE_GOAL_MAX} onChange={(event) => setEditing({ ...editing, content: event.target.value })} aria-label="修改活动目标" />
              <Button size="small" type="primary" onClick={() => void writes.updateGoal.mutateAsync(editing).then(() => setEditing(undefined)).catch(() => undefined)}>
                保存
              </Button>
              <Button size="small" onClick={() => setEditing(undefined)}>
                取消
              </Button>
            </li>
          ) : (
            <li key={goal.goalId}>
              <span>{goal.content}</span>
              <Button size="small" type="link" onClick={() => setEditing(goal)}>
                修改
              </Button>
              <DeleteButton title="确定删除这条目标吗？" onConfirm={() => writes.removeGoal.mutateAsync(goal.goalId)} />
            </li>
          ),
        )}
      </ul>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={draft} maxLength={COURSE_GOAL_MAX} placeholder="输入一条活动目标" onChange={(event) => setDraft(event.target.value)} aria-label="新的活动目标" onPressEnter={() => void add()} />
        <Button type="primary" onClick={() => void add()} loading={writes.addGoal.isPending} disabled={!draft.trim()}>
          添加目标
        </Button>
      </Space.Compact>
    </Card>
  );
}

function GuideTargets({ lesson }: { lesson: CoursewareInfo }) {
  const writes = usePartWrites();
  const { message } = App.useApp();
  const [value, setValue] = useState(lesson.guideTargets.map((target) => target.targetId));
  return (
    <Card title="指南目标">
      <GuideTargetSelect value={value} onChange={setValue} />
      <Button
        style={{ marginTop: 12 }}
        loading={writes.targets.isPending}
        onClick={() => void writes.targets.mutateAsync({ coursewareId: lesson.coursewareId, targetIds: value }).then(() => void message.success('已保存指南目标')).catch(() => undefined)}
      >
        保存指南目标
      </Button>
    </Card>
  );
}

function ActivityPoints({ lesson }: { lesson: CoursewareInfo }) {
  const writes = usePartWrites();
  const [content, setContent] = useState('');
  const [targetId, setTargetId] = useState<number | null>(null);
  const add = () =>
    void writes.addPoints
      .mutateAsync({ coursewareId: lesson.coursewareId, pointList: [{ content, targetId }] })
      .then(() => {
        setContent('');
        setTargetId(null);
      })
      .catch(() => undefined);
  return (
    <Card title="活动要点">
      <ul className="courseware-editor__list">
        {lesson.activityPoints.map((point) => (
          <li key={point.pointId}>
            <span>
              {point.content}
              {point.targetName ? <span className="courseware-meta">（{point.targetName}）</span> : null}
            </span>
            <DeleteButton title="确定删除这条活动要点吗？" onConfirm={() => writes.removePoint.mutateAsync(point.pointId)} />
          </li>
        ))}
      </ul>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={content} maxLength={ACTIVITY_POINT_MAX} placeholder="输入一条活动要点" onChange={(event) => setContent(event.target.value)} aria-label="新的活动要点" />
        <Select allowClear showSearch optionFilterProp="label" style={{ width: 280 }} value={targetId} onChange={(value) => setTargetId(value ?? null)} options={targetOptions} placeholder="关联指南目标（可选）" aria-label="关联指南目标" />
        <Button type="primary" onClick={add} loading={writes.addPoints.isPending} disabled={!content.trim()}>
          添加要点
        </Button>
      </Space.Compact>
    </Card>
  );
}

function Resources({ lesson }: { lesson: CoursewareInfo }) {
  const writes = usePartWrites();
  const { message } = App.useApp();
  const [links, setLinks] = useState(lesson.resources.map((file) => privateFileLink(file.fileId)));
  const save = () =>
    void writes.resources
      .mutateAsync({ coursewareId: lesson.coursewareId, fileIds: links.flatMap((link) => fileIdOf(link) ?? []) })
      .then(() => void message.success('已保存课件资源'))
      .catch(() => undefined);
  return (
    <Card title="课件资源">
      <FileListUpload kind="Courseware" value={links} onChange={setLinks} maxCount={MAX_COURSE_RESOURCES} convertVideo />
      <Button style={{ marginTop: 12 }} loading={writes.resources.isPending} onClick={save}>
        保存课件资源
      </Button>
    </Card>
  );
}

/** A lesson's parts, each a section with its own save. */
function Parts({ lesson }: { lesson: CoursewareInfo }) {
  const writes = usePartWrites();
  const id = lesson.coursewareId;
  return (
    <>
      <Goals lesson={lesson} />
      <GuideTargets key={`targets-${lesson.updateTime}`} lesson={lesson} />
      <TextPart title="活动准备" value={lesson.activityPrepare} onSave={(text) => writes.prepare.mutateAsync({ coursewareId: id, activityPrepare: text })} />
      <TextPart title="活动过程" value={lesson.activityProcess} onSave={(text) => writes.process.mutateAsync({ coursewareId: id, activityProcess: text })} />
      <ActivityPoints lesson={lesson} />
      <Resources key={`resources-${lesson.resources.map((file) => file.fileId).join(',')}`} lesson={lesson} />
      <TextPart title="教学案例" value={lesson.teachCase} onSave={(text) => writes.teachCase.mutateAsync({ coursewareId: id, teachCase: text })} />
    </>
  );
}

/** 新增课件 / 编辑课件: the lesson's own fields, then each of its parts as a section of its own. */
export default function CoursewareEditPage() {
  const coursewareId = Number(useParams().id) || undefined;
  const lesson = useCourseware(coursewareId);
  if (coursewareId && !lesson.data) return <PageStatus query={lesson} what="课件" />;
  return (
    <div className="courseware-editor">
      <HeaderForm key={coursewareId ?? 'new'} lesson={lesson.data} />
      {lesson.data ? <Parts lesson={lesson.data} /> : null}
    </div>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { CoursewareCountInput, courseVisibilityLabel, gradeLevelLabel, grantsModule, type CoursewareRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { textLimit } from '../../../components/form-rules';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { useAccount } from '../../session';
import { CoursewareCover } from '../components/CoursewareCover';
import { CoursewarePreviewModal } from '../components/CoursewarePreviewModal';
import { ADD_COURSEWARE_PATH, editCoursewarePath } from '../courseware-paths';
import {
  ANY,
  coursewareListSource,
  useCopyCourseware,
  useDeleteCourseware,
  useSeriesOptions,
  useSources,
  useStoreInActivityLibrary,
  useSubjects,
  useThemeOptions,
  type CoursewareFilters,
} from '../courseware.queries';
import '../courseware.css';

const initialFilters: CoursewareFilters = { sourceId: ANY, gradeId: ANY, subjectId: ANY, visibility: ANY, seriesId: ANY, themeId: ANY, searchKey: '' };
const all = (label: string) => ({ value: ANY, label });
const gradeOptions = [all('全部年级'), ...Object.entries(gradeLevelLabel).map(([value, label]) => ({ value: Number(value), label }))];
const visibilityOptions = [all('全部范围'), ...Object.entries(courseVisibilityLabel).map(([value, label]) => ({ value: Number(value), label }))];

type FilterProps = { value?: number; onChange?: (value: number) => void };
const SubjectFilter = (props: FilterProps) => {
  const subjects = useSubjects();
  return <QuerySelect<number> {...props} query={subjects} what="学科" className="courseware-filter" aria-label="学科" options={[all('全部学科'), ...(subjects.data ?? []).map((s) => ({ value: s.subjectId, label: s.subjectName }))]} />;
};
const SourceFilter = (props: FilterProps) => {
  const sources = useSources();
  return <QuerySelect<number> {...props} query={sources} what="来源" className="courseware-filter" aria-label="来源" options={[all('全部来源'), ...(sources.data ?? []).map((s) => ({ value: s.sourceId, label: s.sourceName }))]} />;
};
const SeriesFilter = (props: FilterProps) => {
  const series = useSeriesOptions();
  return <QuerySelect<number> {...props} query={series} what="系列" className="courseware-filter" aria-label="系列" options={[all('全部系列'), ...(series.data ?? []).map((s) => ({ value: s.seriesId, label: s.seriesName }))]} />;
};
const ThemeFilter = (props: FilterProps) => {
  const themes = useThemeOptions();
  return <QuerySelect<number> {...props} query={themes} what="课程主题" className="courseware-filter" aria-label="课程主题" options={[all('全部主题'), ...(themes.data ?? []).map((s) => ({ value: s.themeId, label: s.themeName }))]} />;
};

/** 课件库: the school's lessons and the group's shared ones, filtered and searched; own lessons are edited and deleted, any is copied in. */
export default function CoursewarePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [previewId, setPreviewId] = useState<number>();
  const copy = useCopyCourseware();
  const remove = useDeleteCourseware();
  const store = useStoreInActivityLibrary();
  const modules = useAccount().data?.modules;
  const keepsActivityLibrary = modules ? grantsModule(new Set(modules), 'TeachManage.ActivityLibrary') : false;

  const copyIn = async (row: CoursewareRow) => {
    const { coursewareId } = await copy.mutateAsync({ coursewareId: row.coursewareId });
    void message.success(`已复制「${row.coursewareName}」到本园，可继续编辑`);
    return coursewareId;
  };

  const storeInLibrary = async (row: CoursewareRow) => {
    await store.mutateAsync(row.coursewareId);
    void message.success(`已将「${row.coursewareName}」存入活动库，可在周计划中选用`);
  };

  const columns: TableColumnsType<CoursewareRow> = [
    { title: '封面', key: 'cover', width: 120, render: (_, row) => <CoursewareCover row={row} /> },
    {
      title: '课件',
      dataIndex: 'coursewareName',
      render: (name: string, row) => (
        <div>
          <Button type="link" size="small" className="courseware-name" onClick={() => setPreviewId(row.coursewareId)}>
            {name}
          </Button>
          <div className="courseware-meta">
            {[row.seriesName && `系列：${row.seriesName}`, row.themeName && `主题：${row.themeName}`, row.activityType].filter(Boolean).join(' · ') || '未归入系列'}
          </div>
        </div>
      ),
    },
    { title: '年级', dataIndex: 'gradeName', width: 72 },
    { title: '学科', dataIndex: 'subjectName', width: 72 },
    { title: '可见范围', dataIndex: 'visibilityName', width: 100 },
    { title: '来源', key: 'source', width: 120, render: (_, row) => (row.isOwn ? row.sourceName : `${row.sourceName}·${row.schoolName}`) },
    {
      title: '更新',
      key: 'updated',
      width: 150,
      render: (_, row) => (
        <div className="courseware-meta">
          <div>{row.adderName}</div>
          <div>{minuteOf(row.updateTime)}</div>
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 280,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setPreviewId(row.coursewareId)}>
            预览
          </Button>
          {row.isOwn ? (
            <Button type="link" size="small" onClick={() => void navigate(editCoursewarePath(row.coursewareId))}>
              编辑
            </Button>
          ) : null}
          <Button type="link" size="small" loading={copy.isPending && copy.variables?.coursewareId === row.coursewareId} onClick={() => void copyIn(row).catch(() => undefined)}>
            复制
          </Button>
          {keepsActivityLibrary ? (
            <Button type="link" size="small" loading={store.isPending && store.variables === row.coursewareId} onClick={() => void storeInLibrary(row).catch(() => undefined)}>
              存入活动库
            </Button>
          ) : null}
          {row.isOwn ? (
            <DeleteButton
              title={`确定删除「${row.coursewareName}」吗？`}
              description="课件的目标、要点和资源文件将一并删除，无法恢复；已排课的课件不能删除。"
              onConfirm={() => remove.mutateAsync(row.coursewareId).then(() => void message.success(`已删除「${row.coursewareName}」`))}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<CoursewareRow, CoursewareFilters>
        title="课件库"
        source={coursewareListSource}
        rowKey="coursewareId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="没有符合条件的课件。可点击“新增课件”添加"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADD_COURSEWARE_PATH)}>
            新增课件
          </Button>
        }
        filters={
          <>
            <Form.Item name="sourceId" label="来源">
              <SourceFilter />
            </Form.Item>
            <Form.Item name="gradeId" label="年级">
              <Select className="courseware-filter" options={gradeOptions} aria-label="年级" />
            </Form.Item>
            <Form.Item name="subjectId" label="学科">
              <SubjectFilter />
            </Form.Item>
            <Form.Item name="visibility" label="可见范围">
              <Select className="courseware-filter" options={visibilityOptions} aria-label="可见范围" />
            </Form.Item>
            <Form.Item name="seriesId" label="系列">
              <SeriesFilter />
            </Form.Item>
            <Form.Item name="themeId" label="课程主题">
              <ThemeFilter />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder="课件名称" allowClear maxLength={textLimit(CoursewareCountInput.shape.searchKey)} />
            </Form.Item>
          </>
        }
      />
      <CoursewarePreviewModal coursewareId={previewId} onClose={() => setPreviewId(undefined)} />
    </>
  );
}

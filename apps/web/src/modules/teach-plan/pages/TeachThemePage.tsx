import { PlusOutlined } from '@ant-design/icons';
import { AddTeachThemeInput, MAX_ATTACHMENTS, MAX_SEMESTER_WEEKS, type OutputOf, type teachThemeEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect, QueryTable } from '../../../components/query-state';
import { fileIdOf, privateFileLink } from '../../../components/upload/file-links';
import { FileListUpload } from '../../../components/upload/FileUpload';
import { urlParam, useUrlState } from '../../../components/url-state';
import { useAddTeachTheme, useDelTeachTheme, usePlanGrades, useSemesters, useTeachThemeInfo, useTeachThemes, useUpdateTeachTheme } from '../teach-plan.queries';
import '../teach-plan.css';

type Theme = OutputOf<typeof teachThemeEndpoints.getTeachThemeList>[number];
interface ThemeValues {
  themeName: string;
  gradeId: number;
  semesterId: number;
  weekCount: number;
  goals?: string | null;
  attachments?: string[];
}

/** 新增 or 编辑 a theme: its grade and semester, weeks, goals and attachments. */
function ThemeModal({ editing, onClose, defaults }: { editing: Theme | 'new' | null; onClose(): void; defaults: Partial<ThemeValues> }) {
  const grades = usePlanGrades();
  const semesters = useSemesters();
  const info = useTeachThemeInfo(editing && editing !== 'new' ? editing.themeId : undefined);
  const add = useAddTeachTheme();
  const update = useUpdateTeachTheme();
  const { message } = App.useApp();
  const initialValues = useMemo<Partial<ThemeValues> | undefined>(() => {
    if (editing === 'new') return { weekCount: 2, attachments: [], ...defaults };
    if (!info.data) return undefined;
    const { themeName, gradeId, semesterId, weekCount, goals, fileList } = info.data;
    return { themeName, gradeId, semesterId, weekCount, goals, attachments: fileList.map((file) => privateFileLink(file.fileId)) };
  }, [editing, info.data, defaults]);
  const submit = async ({ attachments = [], ...values }: ThemeValues) => {
    const input = { ...values, goals: values.goals ?? null, fileIds: attachments.map(fileIdOf).filter((id): id is number => id !== undefined) };
    if (editing && editing !== 'new') await update.mutateAsync({ themeId: editing.themeId, ...input });
    else await add.mutateAsync(input);
    void message.success(editing === 'new' ? `已添加教学主题「${values.themeName}」` : '教学主题已保存');
  };
  return (
    <FormModal<ThemeValues>
      title={editing === 'new' ? '新增教学主题' : '编辑教学主题'}
      width={640}
      open={editing === 'new' || (editing !== null && initialValues !== undefined)}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="themeName" label="主题名称" required rules={[ruleFrom(AddTeachThemeInput.shape.themeName)]}>
        <Input placeholder="如 秋天来了" count={lengthCount(AddTeachThemeInput.shape.themeName)} />
      </Form.Item>
      <div className="week-plan__place">
        <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
          <QuerySelect<number> query={grades} what="年级" aria-label="年级" options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))} />
        </Form.Item>
        <Form.Item name="semesterId" label="学期" rules={[{ required: true, message: '请选择学期' }]}>
          <QuerySelect<number> query={semesters} what="学期" aria-label="学期" options={(semesters.data ?? []).map((row) => ({ value: row.semesterId, label: row.semesterName }))} />
        </Form.Item>
        <Form.Item name="weekCount" label="持续周数" rules={[{ required: true, message: '请填写持续周数' }]}>
          <InputNumber min={1} max={MAX_SEMESTER_WEEKS} precision={0} suffix="周" />
        </Form.Item>
      </div>
      <Form.Item name="goals" label="主题目标">
        <Input.TextArea rows={4} placeholder="主题的核心经验与目标" />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <FileListUpload kind="TeachTheme" maxCount={MAX_ATTACHMENTS} />
      </Form.Item>
    </FormModal>
  );
}

/** 教学主题: each grade's themes of a semester, which its week plans take their theme from. */
export default function TeachThemePage() {
  const semesters = useSemesters();
  const grades = usePlanGrades();
  const [{ semesterId, gradeId }, set] = useUrlState({ semesterId: urlParam.optionalInteger(), gradeId: urlParam.optionalInteger() });
  const shownSemester = semesterId ?? (semesters.data?.find((row) => row.isCurrent) ?? semesters.data?.[0])?.semesterId;
  const themes = useTeachThemes({ semesterId: shownSemester, gradeId });
  const remove = useDelTeachTheme();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Theme | 'new' | null>(null);
  const defaults = useMemo(() => ({ semesterId: shownSemester, gradeId }), [shownSemester, gradeId]);
  const columns: TableColumnsType<Theme> = [
    { title: '主题', dataIndex: 'themeName', width: 180 },
    { title: '年级', dataIndex: 'gradeName', width: 90 },
    { title: '学期', dataIndex: 'semesterName', width: 100 },
    { title: '持续周数', dataIndex: 'weekCount', width: 90, render: (weeks: number) => `${weeks}周` },
    { title: '主题目标', dataIndex: 'goals', ellipsis: true, render: (goals: string | null) => goals ?? '—' },
    { title: '附件', dataIndex: 'fileCount', width: 70, render: (count: number) => `${count}个` },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, theme) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing(theme)} aria-label={`编辑${theme.themeName}`}>
            编辑
          </Button>
          <DeleteButton title={`删除「${theme.themeName}」？`} onConfirm={() => remove.mutateAsync(theme.themeId).then(() => void message.success('教学主题已删除'))} />
        </Space>
      ),
    },
  ];
  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <QuerySelect<number>
            query={semesters}
            what="学期"
            aria-label="学期筛选"
            className="week-plan__select"
            value={shownSemester}
            options={(semesters.data ?? []).map((row) => ({ value: row.semesterId, label: row.semesterName }))}
            onChange={(value) => set({ semesterId: value })}
          />
          <Select<number>
            aria-label="年级筛选"
            className="week-plan__select"
            allowClear
            placeholder="全部年级"
            value={gradeId}
            options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
            onChange={(value) => set({ gradeId: value })}
          />
        </Space>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增主题
        </Button>
      }
    >
      <QueryTable<Theme> query={themes} what="教学主题" rowKey="themeId" size="small" columns={columns} dataSource={themes.data ?? []} pagination={false} emptyText="还没有教学主题" />
      <ThemeModal editing={editing} defaults={defaults} onClose={() => setEditing(null)} />
    </Card>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { gradeLevelLabel, type CourseThemeRow, type SeriesRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Popconfirm, Segmented, Select, Space, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { ListPage } from '../../../components/ListPage';
import type { Page, PageSource } from '../../../components/paging';
import type { ShelfFilters } from '../courseware.queries';
import '../courseware.css';

/** A series or a course theme, as its list shows it. */
export interface Shelf {
  id: number;
  name: string;
  gradeId: number | null;
  gradeName: string;
  description: string;
  coursewareNum: number;
  isDeleted: boolean;
  adderName: string;
  addTime: string;
}
export const shelfOfSeries = (row: SeriesRow): Shelf => ({ ...row, id: row.seriesId, name: row.seriesName });
export const shelfOfTheme = (row: CourseThemeRow): Shelf => ({ ...row, id: row.themeId, name: row.themeName });

export interface ShelfValues {
  name: string;
  gradeId?: number | null;
  description?: string;
}

interface ShelfWrite<T> {
  mutateAsync(input: T): Promise<unknown>;
}

export interface ShelfPageProps {
  /** 系列, 课程主题. */
  what: string;
  source: PageSource<Page<Shelf>, ShelfFilters>;
  save: ShelfWrite<ShelfValues & { id?: number | undefined }>;
  remove: ShelfWrite<number>;
  resume: ShelfWrite<number>;
  /** What the screen adds above the list (counts) and per row (the series' lessons). */
  summary?: ReactNode;
  detail?(shelf: Shelf, onClose: () => void): ReactNode;
  nameMax: number | undefined;
  descriptionMax: number | undefined;
}

const initialFilters: ShelfFilters = { deleted: 0, searchKey: '' };
const gradeOptions = [{ value: 0, label: '全部年级' }, ...Object.entries(gradeLevelLabel).map(([value, label]) => ({ value: Number(value), label }))];

function DeletedSwitch(props: { value?: number; onChange?: (value: number) => void }) {
  return <Segmented<number> value={props.value ?? 0} onChange={props.onChange} options={[{ value: 0, label: '使用中' }, { value: 1, label: '已删除' }]} />;
}

/** 系列 and 课程主题: the same list of named shelves; deleted ones are kept and can be resumed. */
export function ShelfPage({ what, source, save, remove, resume, summary, detail, nameMax, descriptionMax }: ShelfPageProps) {
  const { message } = App.useApp();
  const [form, setForm] = useState<{ shelf?: Shelf } | undefined>();
  const [opened, setOpened] = useState<Shelf>();

  const columns: TableColumnsType<Shelf> = [
    {
      title: `${what}名称`,
      dataIndex: 'name',
      render: (name: string, row) => (
        <div>
          {detail && !row.isDeleted ? (
            <Button type="link" size="small" className="courseware-name" onClick={() => setOpened(row)}>
              {name}
            </Button>
          ) : (
            <strong>{name}</strong>
          )}
          {row.description ? <div className="courseware-meta">{row.description}</div> : null}
        </div>
      ),
    },
    { title: '年级', dataIndex: 'gradeName', width: 96 },
    { title: '课件数', dataIndex: 'coursewareNum', width: 80 },
    { title: '添加', key: 'added', width: 150, render: (_, row) => <div className="courseware-meta">{row.adderName}<div>{minuteOf(row.addTime)}</div></div> },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) =>
        row.isDeleted ? (
          <Popconfirm title={`恢复「${row.name}」？`} onConfirm={() => resume.mutateAsync(row.id).then(() => void message.success(`已恢复「${row.name}」`))}>
            <Button type="link" size="small">
              恢复
            </Button>
          </Popconfirm>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setForm({ shelf: row })}>
              编辑
            </Button>
            <DeleteButton
              title={`确定删除「${row.name}」吗？`}
              description={`删除后可在“已删除”中恢复；其中的课件仍在课件库。`}
              onConfirm={() => remove.mutateAsync(row.id).then(() => void message.success(`已删除「${row.name}」`))}
            />
          </Space>
        ),
    },
  ];

  return (
    <>
      {summary}
      <ListPage<Shelf, ShelfFilters>
        title={what}
        source={source}
        rowKey="id"
        columns={columns}
        initialFilters={initialFilters}
        emptyText={`没有${what}`}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增{what}
          </Button>
        }
        filters={
          <>
            <Form.Item name="deleted" label="状态">
              <DeletedSwitch />
            </Form.Item>
            <Form.Item name="searchKey" label="搜索">
              <Input placeholder={`${what}名称`} allowClear maxLength={50} />
            </Form.Item>
          </>
        }
      />
      <FormModal<ShelfValues>
        title={form?.shelf ? `编辑${what}` : `新增${what}`}
        open={Boolean(form)}
        onClose={() => setForm(undefined)}
        initialValues={form?.shelf ? { name: form.shelf.name, gradeId: form.shelf.gradeId ?? 0, description: form.shelf.description } : { gradeId: 0 }}
        serverFields={{ seriesName: 'name', themeName: 'name' }}
        onSubmit={(values) =>
          save.mutateAsync({ ...values, gradeId: values.gradeId || null, id: form?.shelf?.id }).then(() => void message.success(`已保存${what}「${values.name}」`))
        }
      >
        <Form.Item name="name" label={`${what}名称`} rules={[{ required: true, whitespace: true, message: `请填写${what}名称` }]}>
          <Input maxLength={nameMax} />
        </Form.Item>
        <Form.Item name="gradeId" label="年级">
          <Select options={gradeOptions} />
        </Form.Item>
        <Form.Item name="description" label="简介">
          <Input.TextArea rows={3} maxLength={descriptionMax} showCount />
        </Form.Item>
      </FormModal>
      {detail && opened ? detail(opened, () => setOpened(undefined)) : null}
    </>
  );
}

import { ApartmentOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { ClassRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { ALL_GRADES, defaultYearId, GradeSelect, useYearOptions, YearSelect } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { classListSource, useDeleteClass, useExportClasses, type ClassFilters } from '../class-group.queries';
import { classInfoPath } from '../class-group.paths';
import { GradeManageDrawer } from '../components/GradeManageDrawer';
import { NewClassModal } from '../components/NewClassModal';
import { RenameClassModal } from '../components/RenameClassModal';
import './class-manage.css';
import { PageStatus } from '../../../components/query-state';
import { urlParam, useUrlState } from '../../../components/url-state';

type OpenPanel = 'newClass' | 'grades' | 'rename' | undefined;

interface ClassListProps {
  yearId: number;
  yearName: string;
  /** The year the list opens on: its filter's default, whichever year is chosen. */
  defaultYearId: number;
  onYearChange(yearId: number): void;
}

/** The classes of one year; choosing another year starts the list afresh (see the key below). */
function ClassList({ yearId, yearName, defaultYearId: openingYearId, onYearChange }: ClassListProps) {
  const navigate = useNavigate();
  const deleteClass = useDeleteClass();
  const exportClasses = useExportClasses();
  const { message } = App.useApp();
  const [panel, setPanel] = useState<OpenPanel>();
  const [renaming, setRenaming] = useState<ClassRow>();
  const initialFilters = useMemo<ClassFilters>(() => ({ yearId: openingYearId, gradeId: ALL_GRADES, keyword: '' }), [openingYearId]);

  const columns: TableColumnsType<ClassRow> = [
    {
      title: '班级',
      dataIndex: 'className',
      render: (name: string, row) => (
        <Link className="class-manage__strong" to={classInfoPath(row.classId)}>
          {name}
        </Link>
      ),
    },
    { title: '年级', dataIndex: 'gradeName', width: 140 },
    { title: '在读幼儿', dataIndex: 'childCount', width: 120, render: (count: number) => `${count} 名` },
    {
      title: '班级老师',
      dataIndex: 'teacherNames',
      render: (names: string) => names || <span className="class-manage__muted">未设置</span>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(classInfoPath(row.classId))}>
            查看
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setRenaming(row);
              setPanel('rename');
            }}
          >
            改名
          </Button>
          <DeleteButton
            title={`删除「${row.className}」？`}
            description="班级还有在读幼儿或在班记录时不能删除。"
            onConfirm={() => deleteClass.mutateAsync(row.classId).then(() => void message.success('班级已删除'))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ClassRow, ClassFilters>
        emptyText="没有找到班级，可调整筛选条件或新建班级"
        title={`班级列表 · ${yearName}`}
        source={classListSource}
        rowKey="classId"
        columns={columns}
        initialFilters={initialFilters}
        filters={
          <>
            <Form.Item name="yearId" label="学年">
              <YearSelect className="class-manage__year" onChange={onYearChange} />
            </Form.Item>
            <Form.Item name="gradeId" label="年级">
              <GradeSelect yearId={yearId} className="class-manage__grade" />
            </Form.Item>
            <Form.Item name="keyword" label="班级名称">
              <Input placeholder="输入班级名称" allowClear />
            </Form.Item>
          </>
        }
        actions={
          <>
            <Button icon={<ApartmentOutlined />} onClick={() => setPanel('grades')}>
              年级管理
            </Button>
            <Button icon={<DownloadOutlined />} loading={exportClasses.isPending} onClick={() => exportClasses.mutate(yearId)}>
              导出班级报表
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPanel('newClass')}>
              新建班级
            </Button>
          </>
        }
      />
      <NewClassModal yearId={yearId} open={panel === 'newClass'} onClose={() => setPanel(undefined)} />
      <RenameClassModal open={panel === 'rename'} target={renaming} onClose={() => setPanel(undefined)} />
      <GradeManageDrawer yearId={yearId} yearName={yearName} open={panel === 'grades'} onClose={() => setPanel(undefined)} />
    </>
  );
}

export default function ClassManagePage() {
  const years = useYearOptions();
  // The year is the list's yearId filter, kept in the URL; choosing another starts the other filters afresh.
  const [{ yearId: chosenYearId }, setFilters] = useUrlState({ yearId: urlParam.optionalInteger(), gradeId: urlParam.integer(ALL_GRADES), keyword: urlParam.text() });
  const options = years.data ?? [];
  const openingYearId = defaultYearId(options);
  // A chosen year deleted meanwhile (this screen is kept alive) gives way to the default one.
  const year = options.find((candidate) => candidate.yearId === chosenYearId) ?? options.find((candidate) => candidate.yearId === openingYearId);

  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!year) return <NoSchoolYear need="班级按学年管理，请先新增学年。" />;
  return (
    <ClassList
      key={year.yearId}
      yearId={year.yearId}
      yearName={year.yearName}
      defaultYearId={openingYearId ?? year.yearId}
      onYearChange={(yearId) => setFilters({ yearId, gradeId: ALL_GRADES, keyword: '' })}
    />
  );
}

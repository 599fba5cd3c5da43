import { PlusOutlined } from '@ant-design/icons';
import { gradeLevelLabel, type GradeForManage } from '@yuanwu/shared';
import { App, Button, Drawer, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { QueryTable } from '../../../components/query-state';
import { useDeleteGrade, useGradesForManage } from '../class-group.queries';
import { GradeFormModal } from './GradeFormModal';

interface GradeManageDrawerProps {
  yearId: number;
  yearName: string;
  open: boolean;
  onClose(): void;
}

/** 年级管理 of a year: add, rename, set level and grade manager, delete. */
export function GradeManageDrawer({ yearId, yearName, open, onClose }: GradeManageDrawerProps) {
  const grades = useGradesForManage(yearId);
  const deleteGrade = useDeleteGrade();
  const { message } = App.useApp();
  const [gradeForm, setGradeForm] = useState<{ open: boolean; grade?: GradeForManage }>({ open: false });

  const columns: TableColumnsType<GradeForManage> = [
    { title: '年级名称', dataIndex: 'gradeName', render: (name: string) => <span className="class-manage__strong">{name}</span> },
    { title: '级别', dataIndex: 'gradeLevel', width: 80, render: (level: number) => <Tag>{gradeLevelLabel[level]}</Tag> },
    {
      title: '年级组长',
      dataIndex: 'gradeManagerName',
      render: (name: string | null) => name ?? <span className="class-manage__muted">未设置</span>,
    },
    { title: '班级数', dataIndex: 'classCount', width: 80, align: 'center' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, grade) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setGradeForm({ open: true, grade })}>
            编辑
          </Button>
          <DeleteButton
            title={`删除「${grade.gradeName}」？`}
            description="年级下有班级时不能删除。"
            onConfirm={() => deleteGrade.mutateAsync(grade.gradeId).then(() => void message.success('年级已删除'))}
          />
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      title={`年级管理 · ${yearName}`}
      open={open}
      size={720}
      onClose={onClose}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setGradeForm({ open: true })}>
          添加年级
        </Button>
      }
    >
      <p className="class-manage__hint">同一学年的年级名称不能重复；年级下还有班级时不能删除。</p>
      <QueryTable<GradeForManage>
        query={grades}
        what="年级"
        rowKey="gradeId"
        size="middle"
        columns={columns}
        dataSource={grades.data ?? []}
        pagination={false}
        emptyText="本学年还没有年级，点击“添加年级”开始设置"
      />
      <GradeFormModal
        yearId={yearId}
        open={gradeForm.open}
        grade={gradeForm.grade}
        onClose={() => setGradeForm((current) => ({ ...current, open: false }))}
      />
    </Drawer>
  );
}

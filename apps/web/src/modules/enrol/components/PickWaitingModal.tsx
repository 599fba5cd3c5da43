import { guardianRelationLabel, sexLabel, type Enrolment } from '@yuanwu/shared';
import { App, Checkbox, Input, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { birthdayColumn } from '../../child';
import { ANY_GRADE_LEVEL, usePlaceStudents, waitingListSource } from '../enrol.queries';

const PAGE_SIZE = 10;

const columns: TableColumnsType<Enrolment> = [
  { title: '姓名', dataIndex: 'studentName' },
  { title: '性别', dataIndex: 'sex', width: 60, render: (sex: number) => sexLabel[sex] },
  birthdayColumn(170),
  { title: '家长', key: 'guardian', render: (_, row) => `${row.guardianName}（${guardianRelationLabel[row.relationType]}）${row.phone}` },
];

interface PickWaitingModalProps {
  classId: number;
  className: string;
  gradeLevel: number;
  open: boolean;
  onClose(): void;
}

/** 从入园名单添加: picks waiting new students, by default those who applied for the class's grade level. */
export function PickWaitingModal({ classId, className, gradeLevel, open, onClose }: PickWaitingModalProps) {
  const place = usePlaceStudents();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [sameLevel, setSameLevel] = useState(true);
  const [picked, setPicked] = useState<number[]>([]);
  const waiting = usePagedList({ ...waitingListSource, filters: { gradeLevel: sameLevel ? gradeLevel : ANY_GRADE_LEVEL, keyword }, pageSize: PAGE_SIZE, url: { inUrl: false } });

  const close = () => {
    setPicked([]);
    setKeyword('');
    waiting.firstPage();
    onClose();
  };
  const submit = async () => {
    const answer = await place.mutateAsync({ classId, enrolIds: picked }).catch(() => undefined);
    if (!answer) return;
    void message.success(`已将 ${answer.count} 名新生分入${className}，待确认入园`);
    close();
  };

  return (
    <Modal
      title={`从入园名单添加到${className}`}
      open={open}
      width={760}
      okText={`分入本班${picked.length > 0 ? `（${picked.length}）` : ''}`}
      cancelText="取消"
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={place.isPending}
      onOk={() => void submit()}
      onCancel={close}
      // A new visit starts with an empty search box, as the list it filters does.
      destroyOnHidden
    >
      <div className="enrol-pick__bar">
        <Input.Search
          placeholder="幼儿姓名、家长或手机号"
          allowClear
          onSearch={(value) => {
            setKeyword(value);
            waiting.firstPage();
          }}
        />
        <Checkbox
          checked={sameLevel}
          onChange={(event) => setSameLevel(event.target.checked)}
        >
          只看报名本年级的
        </Checkbox>
      </div>
      <PagedTable<Enrolment>
        list={waiting}
        rowKey="enrolId"
        size="small"
        columns={columns}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setPicked(keys.map(Number)),
        }}
        pagination={{ showTotal: (total) => `待分班 ${total} 名` }}
        what="待分班新生"
        emptyText="没有符合条件的待分班新生"
        simpleEmpty
      />
    </Modal>
  );
}

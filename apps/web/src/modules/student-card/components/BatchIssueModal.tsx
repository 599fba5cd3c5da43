import { cardHolderTypeLabel, guardianRelationLabel, StudentCardStatus, type StudentCardRow } from '@yuanwu/shared';
import { Alert, App, Empty, Modal, Select, Spin, Table, Tag, type InputRef, type TableColumnsType } from 'antd';
import { useId, useMemo, useRef, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { ClassSelect } from '../../filter';
import { cardNoProblem } from '../../../components/card/card-numbers';
import { childrenToIssue, holderKeyOf, repeatedCardNos, type BatchChild } from '../batch-issue';
import { useBatchBindCards, useClassCardRows } from '../student-card.queries';
import { CardReaderInput } from '../../../components/card/CardReaderInput';

interface Entry {
  holderKey: string;
  cardNo: string;
}

const holderLabel = (row: StudentCardRow) =>
  `${row.holderName}（${row.relationName || guardianRelationLabel[row.relationType]}·${cardHolderTypeLabel[row.holderType]}）${row.status === StudentCardStatus.CANCELLED ? ' 原卡已注销' : ''}`;

/**
 * 班级批量发卡: one reader input per child, in turn. A swipe fills the child's row and moves the
 * focus to the next child's, so a teacher swipes a stack of cards one after another.
 */
export function BatchIssueModal({ yearId, open, onClose }: { yearId: number | undefined; open: boolean; onClose(): void }) {
  const classFieldId = useId();
  const [classId, setClassId] = useState<number>();
  const [entries, setEntries] = useState<ReadonlyMap<number, Entry>>(new Map());
  const rows = useClassCardRows(classId);
  const batchBind = useBatchBindCards();
  const { message } = App.useApp();
  const inputs = useRef(new Map<number, InputRef>());
  const children = useMemo(() => childrenToIssue(rows.data?.list ?? []), [rows.data]);

  const firstHolder = (child: BatchChild): Entry => ({ holderKey: holderKeyOf(child.holders[0]!), cardNo: '' });
  const entryOf = (child: BatchChild): Entry => entries.get(child.studentId) ?? firstHolder(child);
  const setEntry = (child: BatchChild, change: Partial<Entry>) =>
    setEntries((current) => new Map(current).set(child.studentId, { ...(current.get(child.studentId) ?? firstHolder(child)), ...change }));
  const focusAfter = (index: number) => {
    const next = children[index + 1];
    if (next) inputs.current.get(next.studentId)?.focus();
  };

  const cards = children.flatMap((child) => {
    const entry = entryOf(child);
    const holder = child.holders.find((candidate) => holderKeyOf(candidate) === entry.holderKey);
    return entry.cardNo && holder ? [{ studentId: child.studentId, phone: holder.phone, cardNo: entry.cardNo }] : [];
  });
  const invalid = cards.find((card) => cardNoProblem(card.cardNo));
  const repeated = repeatedCardNos(cards);

  const close = () => {
    setClassId(undefined);
    setEntries(new Map());
    onClose();
  };
  const submit = async () => {
    if (!classId || cards.length === 0) return;
    if (invalid) {
      void message.warning(`卡号 ${invalid.cardNo} 不正确：${cardNoProblem(invalid.cardNo)}`);
      return;
    }
    if (repeated.length > 0) {
      void message.warning(`卡号 ${repeated.join('、')} 发给了不同的人，请检查`);
      return;
    }
    const answer = await batchBind.mutateAsync({ classId, cards }).catch(() => undefined);
    if (!answer) return;
    void message.success(`已发卡 ${answer.count} 张`);
    close();
  };

  const columns: TableColumnsType<BatchChild> = [
    { title: '幼儿', dataIndex: 'studentName', width: 100 },
    {
      title: '持卡人',
      key: 'holder',
      render: (_, child) => (
        <Select
          className="card-batch__holder"
          value={entryOf(child).holderKey}
          onChange={(holderKey: string) => setEntry(child, { holderKey })}
          options={child.holders.map((holder) => ({ value: holderKeyOf(holder), label: holderLabel(holder) }))}
        />
      ),
    },
    {
      title: '卡号',
      key: 'cardNo',
      width: 250,
      render: (_, child, index) => (
        <CardReaderInput
          ref={(input) => {
            if (input) inputs.current.set(child.studentId, input);
            else inputs.current.delete(child.studentId);
          }}
          aria-label={`${child.studentName}的卡号`}
          // Once a class's children are in, the first input waits for the first swipe.
          autoFocus={index === 0}
          value={entryOf(child).cardNo}
          status={entryOf(child).cardNo && cardNoProblem(entryOf(child).cardNo) ? 'error' : ''}
          onChange={(cardNo) => setEntry(child, { cardNo })}
          onRead={() => focusAfter(index)}
        />
      ),
    },
  ];

  return (
    <Modal
      title="班级批量发卡"
      open={open}
      width={820}
      okText={`发卡${cards.length > 0 ? `（${cards.length} 张）` : ''}`}
      cancelText="取消"
      okButtonProps={{ disabled: cards.length === 0 }}
      confirmLoading={batchBind.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <div className="card-batch__bar">
        <label htmlFor={classFieldId}>班级</label>
        <ClassSelect
          id={classFieldId}
          yearId={yearId}
          className="card-batch__class"
          value={classId}
          onChange={(value) => {
            setClassId(value);
            setEntries(new Map());
          }}
        />
        <span className="text-muted">依次刷卡：每刷一张，自动跳到下一名幼儿；不发卡的幼儿留空即可。</span>
      </div>
      {!classId ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="先选择班级" />
      ) : (
        <QueryState query={rows} what="班级幼儿" loading={<Spin className="card-batch__loading" />}>
          {() =>
            children.length === 0 ? (
              <Alert type="success" showIcon title="这个班级的家长和接送人都已持有接送卡" />
            ) : (
              <Table<BatchChild>
                rowKey="studentId"
                size="small"
                columns={columns}
                dataSource={children}
                pagination={false}
                scroll={{ y: 420 }}
                footer={() => (
                  <span className="text-muted">
                    共 {children.length} 名幼儿有人未持卡，已读 <Tag color="blue">{cards.length}</Tag>张
                  </span>
                )}
              />
            )
          }
        </QueryState>
      )}
    </Modal>
  );
}

import { cardHolderTypeLabel, guardianRelationLabel, StudentCardStatus, type OutputOf, type studentCardEndpoints } from '@yuanwu/shared';
import { App, Button, Descriptions, Empty, List, Modal, Popconfirm, Tag, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { PersonPhoto } from '../../child';
import { cardNoProblem } from '../../../components/card/card-numbers';
import { useReadCard, useUnbindCardNo } from '../student-card.queries';
import { CardReaderInput } from '../../../components/card/CardReaderInput';
import { CardStatusTag } from '../../../components/card/CardStatusTag';

type CardOwner = OutputOf<typeof studentCardEndpoints.getStudentCardByCardNo>;

function OwnerView({ owner, onUnbound }: { owner: CardOwner; onUnbound(): void }) {
  const unbind = useUnbindCardNo();
  const { message } = App.useApp();
  if (owner.status !== StudentCardStatus.NORMAL) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span>
            卡号 {owner.cardNo} <CardStatusTag status={owner.status} />
            {owner.status === StudentCardStatus.CANCELLED ? '，这张卡已注销，不能接送' : '，这张卡还没有发给任何人'}
          </span>
        }
      />
    );
  }
  return (
    <>
      <div className="card-read__holder">
        <PersonPhoto size={64} shape="square" name={owner.holderName ?? ''} photoUrl={owner.photoUrl} />
        <Descriptions
          column={2}
          size="small"
          items={[
            { key: 'cardNo', label: '卡号', children: owner.cardNo },
            { key: 'status', label: '状态', children: <CardStatusTag status={owner.status} /> },
            { key: 'holder', label: '持卡人', children: `${owner.holderName ?? ''}（${cardHolderTypeLabel[owner.holderType ?? 0] ?? ''}）` },
            { key: 'phone', label: '手机号', children: owner.phone },
          ]}
        />
      </div>
      <List
        className="card-read__children"
        header="可接的幼儿"
        size="small"
        dataSource={owner.children}
        renderItem={(child) => (
          <List.Item
            extra={child.canPickUp ? <Tag color="green">可接送</Tag> : <Tag color="red">不可接送</Tag>}
          >
            {child.studentName}
            <span className="text-muted">
              {' '}
              · {child.className ?? '未分班'} · {child.relationName || guardianRelationLabel[child.relationType]}
            </span>
          </List.Item>
        )}
      />
      <Popconfirm
        title={`注销卡号 ${owner.cardNo}？`}
        description="注销后这张卡不能再接送幼儿。"
        okText="注销"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() =>
          unbind.mutateAsync(owner.cardNo).then(() => {
            void message.success(`卡号 ${owner.cardNo} 已注销`);
            onUnbound();
          }, () => undefined)
        }
      >
        <Button danger>注销此卡</Button>
      </Popconfirm>
    </>
  );
}

/** 读卡: swipe a card to see whose it is and which children it collects. */
export function ReadCardModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const readCard = useReadCard();
  const { message } = App.useApp();
  const input = useRef<InputRef>(null);
  const [typed, setTyped] = useState('');
  const [owner, setOwner] = useState<CardOwner>();

  const read = async (cardNo: string) => {
    const problem = cardNoProblem(cardNo);
    if (problem) {
      void message.warning(problem);
      return;
    }
    const found = await readCard(cardNo).catch(() => undefined);
    setOwner(found);
    setTyped('');
    input.current?.focus();
  };
  const close = () => {
    setOwner(undefined);
    setTyped('');
    onClose();
  };

  return (
    <Modal title="读卡" open={open} footer={null} onCancel={close} afterOpenChange={(visible) => visible && input.current?.focus()} forceRender>
      <CardReaderInput ref={input} value={typed} onChange={setTyped} onRead={(cardNo) => void read(cardNo)} />
      <div className="card-read__result">
        {owner ? (
          <OwnerView owner={owner} onUnbound={() => void read(owner.cardNo)} />
        ) : (
          <p className="text-muted">把卡放到读卡器上，卡号读出后自动查询。</p>
        )}
      </div>
    </Modal>
  );
}

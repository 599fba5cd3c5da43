import { cardNo as cardNoSchema, TeacherCardStatus, type OutputOf, type teacherCardEndpoints } from '@yuanwu/shared';
import { App, Button, Descriptions, Empty, Modal, Popconfirm, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { CardReaderInput } from '../../../components/card/CardReaderInput';
import { CardStatusTag } from '../../../components/card/CardStatusTag';
import { useReadTeacherCard, useUnbindTeacherCard } from '../teacher-card.queries';

type CardHolder = OutputOf<typeof teacherCardEndpoints.getTeacherCardByCardNo>;

/** Why a swipe is no card number, in the server's words; undefined when it is one. */
function cardNoProblem(typed: string): string | undefined {
  const result = cardNoSchema().safeParse(typed);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '卡号格式不正确');
}

function HolderView({ holder, onUnbound }: { holder: CardHolder; onUnbound(): void }) {
  const unbind = useUnbindTeacherCard();
  const { message } = App.useApp();
  const descriptions = (
    <Descriptions
      column={2}
      size="small"
      items={[
        { key: 'cardNo', label: '卡号', children: holder.cardNo },
        { key: 'status', label: '状态', children: <CardStatusTag status={holder.status} /> },
        { key: 'holder', label: holder.status === TeacherCardStatus.NORMAL ? '持卡人' : '原持卡人', children: holder.teacherName ?? '—' },
        { key: 'department', label: '部门', children: holder.departmentName ?? '—' },
      ]}
    />
  );
  if (holder.status === TeacherCardStatus.NOT_ISSUED) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`卡号 ${holder.cardNo} 还没有发给任何人，可在列表中为教职工发卡`} />;
  }
  if (holder.status === TeacherCardStatus.CANCELLED || holder.teacherId === null) return descriptions;
  const teacherId = holder.teacherId;
  return (
    <>
      {descriptions}
      <Popconfirm
        title={`解绑${holder.teacherName ?? ''}的卡 ${holder.cardNo}？`}
        description="解绑后这张卡注销，不能再用于考勤。"
        okText="解绑"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() =>
          unbind.mutateAsync(teacherId).then(() => {
            void message.success(`卡号 ${holder.cardNo} 已解绑`);
            onUnbound();
          }, () => undefined)
        }
      >
        <Button danger>解绑此卡</Button>
      </Popconfirm>
    </>
  );
}

/** 读卡: swipe a card to see whose it is; a working card can be unbound from here. */
export function ReadTeacherCardModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const readCard = useReadTeacherCard();
  const { message } = App.useApp();
  const input = useRef<InputRef>(null);
  const [typed, setTyped] = useState('');
  const [holder, setHolder] = useState<CardHolder>();

  const read = async (cardNo: string) => {
    const problem = cardNoProblem(cardNo);
    if (problem) {
      void message.warning(problem);
      return;
    }
    setHolder(await readCard(cardNo).catch(() => undefined));
    // Ready for the next swipe.
    setTyped('');
    input.current?.focus();
  };
  const close = () => {
    setHolder(undefined);
    setTyped('');
    onClose();
  };

  return (
    <Modal title="读卡" open={open} footer={null} onCancel={close} afterOpenChange={(visible) => visible && input.current?.focus()} forceRender>
      <CardReaderInput ref={input} value={typed} onChange={setTyped} onRead={(cardNo) => void read(cardNo)} />
      <div className="teacher-card__read-result">
        {holder ? <HolderView holder={holder} onUnbound={() => void read(holder.cardNo)} /> : <p className="text-muted">把卡放到读卡器上，卡号读出后自动查询。</p>}
      </div>
    </Modal>
  );
}

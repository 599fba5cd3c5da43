import { App, Button, Popconfirm, Space } from 'antd';

interface CardRowActionsProps {
  /** Whether the holder's card is in use (正常): then it can be replaced or unbound, else issued. */
  active: boolean;
  holderName: string;
  cardNo: string | null;
  /** 补卡 or 换卡: what replacing the card is called where it is done. */
  replaceLabel: string;
  /** What the holder can no longer do with an unbound card, for the confirmation. */
  lostUse: string;
  onIssue(): void;
  onReplace(): void;
  onUnbind(): Promise<unknown>;
}

/** A card list row's actions: 发卡 for a holder without a card; replace, or unbind after a confirmation. */
export function CardRowActions({ active, holderName, cardNo, replaceLabel, lostUse, onIssue, onReplace, onUnbind }: CardRowActionsProps) {
  const { message } = App.useApp();
  if (!active) {
    return (
      <Button type="link" size="small" onClick={onIssue}>
        发卡
      </Button>
    );
  }
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onReplace}>
        {replaceLabel}
      </Button>
      <Popconfirm
        title={`解绑${holderName}的卡 ${cardNo}？`}
        description={`解绑后这张卡注销，${lostUse}。`}
        okText="解绑"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => onUnbind().then(() => void message.success(`卡号 ${cardNo} 已解绑`), () => undefined)}
      >
        <Button type="link" size="small" danger>
          解绑
        </Button>
      </Popconfirm>
    </Space>
  );
}

import { SettingOutlined } from '@ant-design/icons';
import { MAX_CUP_ML, MIN_CUP_ML } from '@yuanwu/shared';
import { App, Button, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useSaveCupSize } from '../daily-care.queries';

/** 水杯容量: how many ml the school's cup holds, which turns the cups recorded into ml. */
export function CupSizeButton({ cupMl }: { cupMl: number }) {
  const { message } = App.useApp();
  const save = useSaveCupSize();
  const [editing, setEditing] = useState<number | null>(null);
  const close = () => setEditing(null);
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setEditing(cupMl)}>
        水杯容量 {cupMl} 毫升
      </Button>
      <Modal
        title="设置水杯容量"
        open={editing !== null}
        okText="保存"
        confirmLoading={save.isPending}
        okButtonProps={{ disabled: !editing }}
        onCancel={close}
        onOk={() =>
          editing &&
          save.mutate(editing, {
            onSuccess: (result) => {
              void message.success(`水杯容量已设为 ${result.cupMl} 毫升`);
              close();
            },
          })
        }
      >
        <p className="care-muted">全园统一的幼儿水杯容量，饮水量按“杯数 × 容量”折算成毫升。</p>
        <InputNumber aria-label="水杯容量" min={MIN_CUP_ML} max={MAX_CUP_ML} precision={0} suffix="毫升" value={editing} onChange={(value) => setEditing(value)} />
      </Modal>
    </>
  );
}

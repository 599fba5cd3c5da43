import { BellOutlined } from '@ant-design/icons';
import { ABSENCE_NOTICE_EARLIEST, ABSENCE_NOTICE_LATEST, AbsenceNoticeSetting as SettingSchema } from '@yuanwu/shared';
import { App, Button, Form, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { problemOf } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useAbsenceNoticeSetting, useSetAbsenceNoticeSetting } from '../family.queries';

const CLOCK = 'HH:mm';
const hourOf = (time: string) => Number(time.slice(0, 2));

/** The server's rule for the time, on the picker's value. */
async function validTime(_rule: unknown, value: Dayjs | null) {
  const problem = value ? problemOf(SettingSchema.shape.notifyTime, value.format(CLOCK)) : '请选择通知时间';
  if (problem) throw new Error(problem);
}

interface Values {
  notifyTime: Dayjs | null;
}

/**
 * 缺勤提醒: the button showing when families hear of a child marked absent without a leave, and
 * the dialog that sets it (the family page and a text to the main guardian, from that time on the day).
 */
export function AbsenceNoticeSetting() {
  const [open, setOpen] = useState(false);
  const setting = useAbsenceNoticeSetting();
  const save = useSetAbsenceNoticeSetting();
  const { message } = App.useApp();
  const current = setting.data?.notifyTime;
  const submit = async ({ notifyTime }: Values) => {
    const time = notifyTime!.format(CLOCK);
    await save.mutateAsync(time);
    void message.success(`缺勤提醒时间已设为 ${time}`);
  };
  return (
    <>
      <Button icon={<BellOutlined />} disabled={!current} onClick={() => setOpen(true)}>
        缺勤提醒 {current ?? ''}
      </Button>
      <FormModal<Values> title="缺勤提醒设置" open={open} onClose={() => setOpen(false)} onSubmit={submit} initialValues={{ notifyTime: current ? dayjs(current, CLOCK) : null }}>
        <Form.Item
          name="notifyTime"
          label="通知时间"
          extra={`上学日此时起，被点名缺勤且未请假的幼儿，其主监护人会在家长端收到提醒并收到短信（${ABSENCE_NOTICE_EARLIEST}至${ABSENCE_NOTICE_LATEST}之间）`}
          rules={[{ validator: validTime }]}
        >
          <TimePicker
            format={CLOCK}
            minuteStep={5}
            needConfirm={false}
            placeholder="选择时间"
            disabledTime={() => ({ disabledHours: () => Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => hour < hourOf(ABSENCE_NOTICE_EARLIEST) || hour > hourOf(ABSENCE_NOTICE_LATEST)) })}
          />
        </Form.Item>
      </FormModal>
    </>
  );
}

import { ChildLeaveType, childLeaveTypeLabel } from '@yuanwu/shared';
import { Button, Dialog, Form, Input, List, NoticeBar, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { failureText } from '../family-api';
import { familySession } from '../family-session';
import { useAddLeave, useCancelLeave, useLeaves, useMessages } from '../family.queries';
import { Loaded, shortTime } from './Loading';

const TYPE_OPTIONS = Object.values(ChildLeaveType).map((type) => ({ label: childLeaveTypeLabel[type]!, value: type }));
/** Today in China, as the school counts days. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

interface LeaveForm {
  leaveType: number[];
  startDate: string;
  endDate: string;
  note?: string;
}

/** 请假: the child's leave (病假 or 事假, from a day to a day, a note), the leaves reported, and the school's messages. */
export function LeavePage() {
  const [form] = Form.useForm<LeaveForm>();
  const add = useAddLeave();
  const cancel = useCancelLeave();
  const leaves = useLeaves();
  const messages = useMessages();
  const child = familySession.account()?.current;
  const submit = (values: LeaveForm) =>
    add.mutate(
      { leaveType: values.leaveType[0]!, startDate: values.startDate, endDate: values.endDate, note: values.note ?? '' },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '请假已提交，老师点名时会看到' });
          form.resetFields();
        },
        onError: (error) => Toast.show({ content: failureText(error) }),
      },
    );
  return (
    <div className="family-leave">
      <Loaded query={messages}>
        {({ list }) => (
          <>
            {list.map((message) => (
              <NoticeBar key={message.messageId} color="alert" wrap content={message.text} />
            ))}
          </>
        )}
      </Loaded>
      <h2 className="family-leave__title">为{child?.childName ?? '孩子'}请假</h2>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ leaveType: [ChildLeaveType.SICK], startDate: today(), endDate: today() }}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" loading={add.isPending}>
            提交请假
          </Button>
        }
      >
        <Form.Item name="leaveType" label="类型" rules={[{ required: true, message: '请选择请假类型' }]}>
          <Selector options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="startDate" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
          <Input type="date" aria-label="开始日期" />
        </Form.Item>
        <Form.Item name="endDate" label="结束日期" rules={[{ required: true, message: '请选择结束日期' }]}>
          <Input type="date" aria-label="结束日期" />
        </Form.Item>
        <Form.Item name="note" label="说明">
          <TextArea placeholder="例如：发烧，在家休息" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      <Loaded query={leaves}>
        {({ list }) => (
          <List header="请假记录">
            {list.length === 0 ? <List.Item>暂无请假记录</List.Item> : null}
            {list.map((leave) => (
              <List.Item
                key={leave.leaveId}
                description={`${leave.note || '无说明'} · ${leave.reportedBy} 提交于 ${shortTime(leave.createdAt)}`}
                extra={
                  leave.cancelledAt ? (
                    <Tag>已撤回</Tag>
                  ) : leave.endDate >= today() ? (
                    <Button size="mini" onClick={() => void Dialog.confirm({ content: '撤回这次请假？', onConfirm: () => cancel.mutate(leave.leaveId) })}>
                      撤回
                    </Button>
                  ) : null
                }
              >
                <Tag color={leave.leaveType === ChildLeaveType.SICK ? 'danger' : 'primary'}>{leave.leaveTypeName}</Tag> {leave.startDate === leave.endDate ? leave.startDate : `${leave.startDate} 至 ${leave.endDate}`}
              </List.Item>
            ))}
          </List>
        )}
      </Loaded>
    </div>
  );
}

import { CheckDynamicInput, DynamicCheckStatus, type ClassDynamicRow } from '@yuanwu/shared';
import { App, Form, Input } from 'antd';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useCheckDynamic } from '../class-dynamic.queries';

interface RejectValues {
  checkRemark: string;
}

/** 不通过: the reason the teacher is shown; families no longer see the post. */
export function RejectModal({ dynamic, onClose }: { dynamic: ClassDynamicRow | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const check = useCheckDynamic();
  const submit = async ({ checkRemark }: RejectValues) => {
    await check.mutateAsync({ dynamicId: dynamic!.dynamicId, checkStatus: DynamicCheckStatus.REJECTED, checkRemark });
    void message.success('已设为不通过，家长看不到这条动态');
  };
  return (
    <FormModal<RejectValues> title="审核不通过" okText="不通过" open={Boolean(dynamic)} onClose={onClose} onSubmit={submit} initialValues={{ checkRemark: dynamic?.checkRemark ?? '' }}>
      <p className="text-muted">
        {dynamic ? `${dynamic.className} · ${dynamic.teacherName}` : ''}：不通过的动态家长看不到，发布的老师会看到原因。
      </p>
      <Form.Item name="checkRemark" label="不通过的原因" rules={[{ required: true, whitespace: true, message: '请填写不通过的原因' }, ruleFrom(CheckDynamicInput.shape.checkRemark)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} placeholder="如：照片中有其他班级幼儿的正脸，请处理后重新发布" count={lengthCount(CheckDynamicInput.shape.checkRemark)} />
      </Form.Item>
    </FormModal>
  );
}

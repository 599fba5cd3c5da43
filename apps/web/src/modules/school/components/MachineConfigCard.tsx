import { DeleteOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { machineKindLabel, UpdateMachineConfigInput, type MachineConfig } from '@yuanwu/shared';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Popconfirm, Select, Space, Switch, Typography } from 'antd';
import { minuteOf } from '../../../components/dates';
import { ruleFrom } from '../../../components/form-rules';
import { useIssueMachineKey, useUpdateMachineConfig } from '../school.queries';

const machineShape = UpdateMachineConfigInput.shape.machineList.element.shape;
const kindOptions = Object.entries(machineKindLabel).map(([value, label]) => ({ value: Number(value), label }));

type ConfigValues = Omit<MachineConfig, 'keyIssuedAt'>;

/** The key is shown once: the server keeps only its hash. */
function MachineKey({ issuedAt }: { issuedAt: string | null }) {
  const { modal } = App.useApp();
  const issue = useIssueMachineKey();
  const renew = () =>
    issue.mutate(undefined, {
      onSuccess: ({ deviceKey }) =>
        void modal.success({
          title: '新的设备密钥',
          width: 520,
          content: (
            <>
              <p>请在各台刷卡机的设置中填入此密钥。密钥只显示这一次，关闭后无法再查看；旧密钥已失效。</p>
              <Typography.Paragraph className="machine-key" copyable={{ text: deviceKey, tooltips: ['复制', '已复制'] }}>
                {deviceKey}
              </Typography.Paragraph>
            </>
          ),
        }),
    });
  return (
    <Descriptions size="small" column={1} className="machine-config__key">
      <Descriptions.Item label="设备密钥">
        <Space>
          <span>{issuedAt ? `已于 ${minuteOf(issuedAt)} 生成` : '尚未生成，刷卡机无法上报刷卡'}</span>
          <Popconfirm title={issuedAt ? '生成新密钥后旧密钥立即失效，确定吗？' : '生成设备密钥？'} okText="生成" onConfirm={renew}>
            <Button icon={<KeyOutlined />} loading={issue.isPending}>
              {issuedAt ? '重新生成密钥' : '生成密钥'}
            </Button>
          </Popconfirm>
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** 刷卡机配置: the entry, exit and teacher clock-in machines, the repeat-swipe window and what a machine shows. */
export function MachineConfigCard({ config }: { config: MachineConfig }) {
  const [form] = Form.useForm<ConfigValues>();
  const { message } = App.useApp();
  const update = useUpdateMachineConfig();
  const save = (values: ConfigValues) => update.mutate({ ...values, machineList: values.machineList ?? [] }, { onSuccess: () => void message.success('刷卡机配置已保存') });

  return (
    <Card title="刷卡机配置">
      <MachineKey issuedAt={config.keyIssuedAt} />
      <Form form={form} name="machine-config" layout="vertical" initialValues={config} onFinish={save}>
        <Form.List name="machineList">
          {(fields, { add, remove }) => (
            <div className="machine-config__list">
              {fields.map((field) => (
                <Space key={field.key} align="start" className="machine-config__row">
                  <Form.Item name={[field.name, 'machineName']} label="设备名称" rules={[ruleFrom(machineShape.machineName)]}>
                    <Input placeholder="如 东门入园机" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'kind']} label="用途" rules={[{ required: true, message: '请选择用途' }]}>
                    <Select options={kindOptions} className="machine-config__kind" aria-label="用途" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'location']} label="安装位置" rules={[ruleFrom(machineShape.location)]}>
                    <Input placeholder="如 东门门卫室" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'isEnabled']} label="启用" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label="移除刷卡机" className="machine-config__remove" onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ machineName: '', kind: 1, location: null, isEnabled: true })}>
                添加刷卡机
              </Button>
            </div>
          )}
        </Form.List>
        <Form.Item name="swipeIntervalMinutes" label="重复刷卡间隔" extra="同一张卡在此时间内多次刷卡只记一次" rules={[ruleFrom(UpdateMachineConfigInput.shape.swipeIntervalMinutes)]}>
          <InputNumber min={1} max={60} precision={0} suffix="分钟" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="showClassName" label="刷卡后显示班级" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="showPhoto" label="刷卡后显示幼儿照片" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="welcomeText" label="欢迎语" rules={[ruleFrom(UpdateMachineConfigInput.shape.welcomeText)]}>
          <Input placeholder="如 宝贝早上好" maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存刷卡机配置
        </Button>
      </Form>
    </Card>
  );
}

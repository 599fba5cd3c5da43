import { AddRoleInput } from '@yuanwu/shared';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import type { RoleSummary } from '../role.queries';

export interface NewRoleValues {
  roleName: string;
  description?: string;
  /** A role whose modules the new one starts with. */
  templateRoleId?: number;
}

interface AddRoleModalProps {
  open: boolean;
  roles: RoleSummary[];
  onClose(): void;
  onSubmit(values: NewRoleValues): Promise<unknown>;
}

/** 新建角色: a name, a note, and optionally another role's modules to start from. */
export function AddRoleModal({ open, roles, onClose, onSubmit }: AddRoleModalProps) {
  return (
    <FormModal<NewRoleValues> title="新建角色" open={open} onClose={onClose} onSubmit={onSubmit} okText="创建" width={480}>
      <Form.Item name="roleName" label="角色名称" required rules={[ruleFrom(AddRoleInput.shape.roleName)]}>
        <Input count={lengthCount(AddRoleInput.shape.roleName)} placeholder="如：保健医、后勤主管" />
      </Form.Item>
      <Form.Item name="description" label="角色说明" rules={[ruleFrom(AddRoleInput.shape.description)]}>
        <Input.TextArea count={lengthCount(AddRoleInput.shape.description.unwrap())} rows={2} placeholder="选填，说明这个角色负责的工作" />
      </Form.Item>
      <Form.Item name="templateRoleId" label="参照角色" extra="选填：新角色先拥有所选角色的模块权限与数据范围，创建后可再调整">
        <Select allowClear placeholder="不参照，创建后再授权" options={roles.map((role) => ({ value: role.roleId, label: role.roleName }))} />
      </Form.Item>
    </FormModal>
  );
}

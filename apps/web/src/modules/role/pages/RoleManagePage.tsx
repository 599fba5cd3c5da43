import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { AddRoleModal, type NewRoleValues } from '../components/AddRoleModal';
import { ModuleGrantPanel } from '../components/ModuleGrantPanel';
import { RoleTable } from '../components/RoleTable';
import { useAddRole, useDeleteRole, useRoles, type RoleSummary } from '../role.queries';
import './role-manage.css';

export default function RoleManagePage() {
  const roles = useRoles();
  const addRole = useAddRole();
  const deleteRole = useDeleteRole();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const [selectedId, setSelectedId] = useState<number>();
  const list = roles.data ?? [];
  const selected = list.find((role) => role.roleId === selectedId) ?? list[0];

  const create = async ({ roleName, description, templateRoleId }: NewRoleValues) => {
    const template = list.find((role) => role.roleId === templateRoleId);
    const fromTemplate = template ? { moduleCodes: template.moduleCodes, dataScope: template.dataScope } : { moduleCodes: [] };
    const saved = await addRole.mutateAsync({ roleName, ...(description ? { description } : {}), ...fromTemplate });
    setSelectedId(saved.roleId);
    void message.success(`已创建角色「${roleName}」，请为它勾选模块权限`);
  };

  const remove = async (role: RoleSummary) => {
    await deleteRole.mutateAsync(role.roleId);
    if (role.roleId === selectedId) setSelectedId(undefined);
    void message.success(`已删除角色「${role.roleName}」`);
  };

  return (
    <div className="role-manage">
      <Card
        title="角色"
        className="role-manage__roles"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新建角色
          </Button>
        }
      >
        <RoleTable roles={roles.data} query={roles} selectedId={selected?.roleId} onSelect={(role) => setSelectedId(role.roleId)} onDelete={remove} />
      </Card>
      <ModuleGrantPanel role={selected} roles={list} />
      <AddRoleModal open={adding} roles={list} onClose={() => setAdding(false)} onSubmit={create} />
    </div>
  );
}

import { Alert, App, Button, Card, Empty, Select, Space, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useAccount } from '../../session';
import { grantedLeaves, modulesToGrant, sameModules, treeDataOf } from '../module-tree';
import { DataScopeSetting } from './DataScopeSetting';
import { useCopyRole, useGrantModules, useModuleTree, type ModuleTree, type RoleSummary } from '../role.queries';

interface GrantTreeProps {
  role: RoleSummary;
  tree: ModuleTree;
  callerModules: ReadonlySet<string>;
}

/** The checkable tree of one role, with its own unsaved checks until 保存. */
function GrantTree({ role, tree, callerModules }: GrantTreeProps) {
  const [checked, setChecked] = useState(() => grantedLeaves(tree));
  const grant = useGrantModules();
  const { message } = App.useApp();
  const treeData = useMemo(() => treeDataOf(tree, callerModules), [tree, callerModules]);
  const saved = useMemo(() => modulesToGrant(tree, grantedLeaves(tree), callerModules), [tree, callerModules]);
  const pending = modulesToGrant(tree, checked, callerModules);
  const dirty = !sameModules(saved, pending);

  // The saved tree comes back as a new one, replacing this component: a promise still resolves then.
  const save = () =>
    grant
      .mutateAsync({ roleId: role.roleId, moduleCodes: pending })
      .then(() => void message.success(`已保存「${role.roleName}」的模块权限`))
      .catch(() => undefined);

  return (
    <>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        className="role-manage__tree"
      />
      <div className="role-manage__save-bar">
        <span className="role-manage__save-hint">{dirty ? '权限有改动，保存后生效' : '勾选模块后点击保存'}</span>
        <Space>
          <Button disabled={!dirty || grant.isPending} onClick={() => setChecked(grantedLeaves(tree))}>
            撤销改动
          </Button>
          <Button type="primary" disabled={!dirty} loading={grant.isPending} onClick={save}>
            保存权限
          </Button>
        </Space>
      </div>
    </>
  );
}

/** Copies another role's modules over this one's, after asking. */
function CopyFromRole({ role, roles }: { role: RoleSummary; roles: RoleSummary[] }) {
  const [fromRoleId, setFromRoleId] = useState<number>();
  const copy = useCopyRole();
  const { modal, message } = App.useApp();
  const others = roles.filter((candidate) => candidate.roleId !== role.roleId);

  const confirmCopy = () => {
    const from = others.find((candidate) => candidate.roleId === fromRoleId);
    if (!from) return;
    modal.confirm({
      title: `用「${from.roleName}」的权限覆盖「${role.roleName}」？`,
      content: `「${role.roleName}」现有的模块权限将被替换为「${from.roleName}」的模块权限。`,
      okText: '复制权限',
      cancelText: '取消',
      onOk: () =>
        copy
          .mutateAsync({ roleId: role.roleId, fromRoleId: from.roleId })
          .then(() => {
            setFromRoleId(undefined);
            void message.success(`已复制「${from.roleName}」的模块权限`);
          })
          .catch(() => undefined),
    });
  };

  return (
    <Space.Compact>
      <Select
        className="role-manage__copy-select"
        placeholder="从其他角色复制权限"
        value={fromRoleId}
        onChange={setFromRoleId}
        options={others.map((candidate) => ({ value: candidate.roleId, label: candidate.roleName }))}
        aria-label="复制来源角色"
      />
      <Button disabled={fromRoleId === undefined} loading={copy.isPending} onClick={confirmCopy}>
        复制
      </Button>
    </Space.Compact>
  );
}

/** 模块权限: what the selected role grants, as the menu's groups and screens. */
export function ModuleGrantPanel({ role, roles }: { role: RoleSummary | undefined; roles: RoleSummary[] }) {
  const tree = useModuleTree(role?.roleId);
  const modules = useAccount().data?.modules;
  const callerModules = useMemo(() => new Set(modules), [modules]);

  if (!role) {
    return (
      <Card title="模块权限" className="role-manage__panel">
        <Empty description="在左侧选择一个角色，查看和设置它能使用的模块" />
      </Card>
    );
  }
  return (
    <Card
      title={`「${role.roleName}」的模块权限`}
      className="role-manage__panel"
      extra={<CopyFromRole key={role.roleId} role={role} roles={roles} />}
    >
      <DataScopeSetting role={role} />
      {role.isAdmin ? <Alert className="role-manage__notice" type="info" showIcon title="管理员角色始终保留「角色管理」，以免园所无人能再分配权限。" /> : null}
      <QueryState
        query={tree}
        what="模块列表"
        loading={
          <div className="role-manage__loading">
            <Spin />
          </div>
        }
      >
        {/* A new tree (another role, a copy, a save) starts from what the server holds. */}
        {(data) => <GrantTree key={`${role.roleId}:${tree.dataUpdatedAt}`} role={role} tree={data} callerModules={callerModules} />}
      </QueryState>
    </Card>
  );
}

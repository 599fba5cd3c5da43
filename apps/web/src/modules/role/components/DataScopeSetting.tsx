import { DataScope, dataScopeLabel } from '@yuanwu/shared';
import { App, Radio, Tooltip } from 'antd';
import { useAccount } from '../../session';
import { useSetDataScope, type RoleSummary } from '../role.queries';

const SCOPE_HELP: Record<DataScope, string> = {
  [DataScope.SCHOOL]: '全园所有班级的幼儿与记录',
  [DataScope.GRADE]: '本人管理的年级（及任教班级）的幼儿与记录',
  [DataScope.CLASS]: '本人本学年任教班级的幼儿与记录',
};

/** 数据范围: which classes' children and records the role's people reach in the modules it grants. */
export function DataScopeSetting({ role }: { role: RoleSummary }) {
  const setScope = useSetDataScope();
  const callerScope = useAccount().data?.dataScope ?? DataScope.SCHOOL;
  const { message } = App.useApp();

  const change = (dataScope: DataScope) =>
    setScope
      .mutateAsync({ roleId: role.roleId, dataScope })
      .then(() => void message.success(`「${role.roleName}」的数据范围已改为${dataScopeLabel[dataScope]}`))
      .catch(() => undefined);

  return (
    <div className="role-manage__scope">
      <span className="role-manage__scope-label">数据范围</span>
      <Radio.Group value={role.dataScope} onChange={(event) => void change(event.target.value as DataScope)} disabled={role.isAdmin || setScope.isPending}>
        {Object.values(DataScope).map((scope) => (
          <Tooltip key={scope} title={scope < callerScope ? '不能授予比您自己更大的数据范围' : SCOPE_HELP[scope]}>
            <Radio.Button value={scope} disabled={scope < callerScope}>
              {dataScopeLabel[scope]}
            </Radio.Button>
          </Tooltip>
        ))}
      </Radio.Group>
      {role.isAdmin ? <span className="role-manage__scope-hint">管理员角色始终为全园</span> : null}
    </div>
  );
}

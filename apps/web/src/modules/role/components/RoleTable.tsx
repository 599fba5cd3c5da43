import { dataScopeLabel, type DataScope } from '@yuanwu/shared';
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteButton } from '../../../components/confirm-delete';
import { QueryTable, type QueryLike } from '../../../components/query-state';
import type { RoleSummary } from '../role.queries';

interface RoleTableProps {
  roles: RoleSummary[] | undefined;
  /** The roles' read, for its loading and error states. */
  query: QueryLike;
  selectedId: number | undefined;
  onSelect(role: RoleSummary): void;
  onDelete(role: RoleSummary): Promise<unknown>;
}

function columns(onDelete: RoleTableProps['onDelete']): TableColumnsType<RoleSummary> {
  return [
    {
      title: '角色',
      key: 'role',
      render: (_, role) => (
        <div>
          <span className="role-manage__role-name">{role.roleName}</span>
          {role.isAdmin ? <Tag color="gold">管理员</Tag> : null}
          {role.description ? <div className="role-manage__role-description">{role.description}</div> : null}
        </div>
      ),
    },
    { title: '数据范围', key: 'dataScope', width: 90, align: 'center', render: (_, role) => dataScopeLabel[role.dataScope as DataScope] },
    { title: '在职人数', dataIndex: 'teacherCount', width: 90, align: 'center' },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, role) => {
        // Said before the confirmation, as the server would refuse it after.
        const refusal = role.isAdmin ? '园所管理员角色不能删除' : role.teacherCount > 0 ? `还有${role.teacherCount}位在职教职工使用这个角色，请先为他们更换角色` : undefined;
        return refusal ? (
          <Tooltip title={refusal}>
            <span>
              <DeleteButton disabled onConfirm={() => onDelete(role)} />
            </span>
          </Tooltip>
        ) : (
          // Inside a clickable row: deleting must not also select the role.
          <span onClick={(event) => event.stopPropagation()}>
            <DeleteButton title={`删除角色「${role.roleName}」？`} description="删除后无法恢复。" onConfirm={() => onDelete(role)} />
          </span>
        );
      },
    },
  ];
}

/** The school's roles; a click opens a role's modules. */
export function RoleTable({ roles, query, selectedId, onSelect, onDelete }: RoleTableProps) {
  return (
    <QueryTable<RoleSummary>
      query={query}
      what="角色"
      rowKey="roleId"
      size="middle"
      dataSource={roles}
      columns={columns(onDelete)}
      pagination={false}
      rowClassName={(role) => `role-manage__row${role.roleId === selectedId ? ' role-manage__row--selected' : ''}`}
      onRow={(role) => ({ onClick: () => onSelect(role) })}
      emptyText="还没有角色，点击「新建角色」添加"
    />
  );
}

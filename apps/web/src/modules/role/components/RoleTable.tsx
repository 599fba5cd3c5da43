import { Empty, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteButton } from '../../../components/confirm-delete';
import type { RoleSummary } from '../role.queries';

interface RoleTableProps {
  roles: RoleSummary[] | undefined;
  loading: boolean;
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
    { title: '在职人数', dataIndex: 'teacherCount', width: 90, align: 'center' },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, role) =>
        role.isAdmin ? (
          <Tooltip title="园所管理员角色不能删除">
            <span>
              <DeleteButton disabled onConfirm={() => onDelete(role)} />
            </span>
          </Tooltip>
        ) : (
          // Inside a clickable row: deleting must not also select the role.
          <span onClick={(event) => event.stopPropagation()}>
            <DeleteButton title={`删除角色「${role.roleName}」？`} description="删除后无法恢复；仍有在职人员使用的角色不能删除。" onConfirm={() => onDelete(role)} />
          </span>
        ),
    },
  ];
}

/** The school's roles; a click opens a role's modules. */
export function RoleTable({ roles, loading, selectedId, onSelect, onDelete }: RoleTableProps) {
  return (
    <Table<RoleSummary>
      rowKey="roleId"
      size="middle"
      loading={loading}
      dataSource={roles}
      columns={columns(onDelete)}
      pagination={false}
      rowClassName={(role) => `role-manage__row${role.roleId === selectedId ? ' role-manage__row--selected' : ''}`}
      onRow={(role) => ({ onClick: () => onSelect(role) })}
      locale={{ emptyText: <Empty description="还没有角色，点击「新建角色」添加" /> }}
    />
  );
}

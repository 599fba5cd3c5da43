import { ArrowRightOutlined } from '@ant-design/icons';
import type { TeacherAccount } from '@yuanwu/shared';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useConsoleMap } from '../../../routes/console-map';
import { grantedGroups, type GrantedGroup } from '../granted-modules';
import './workbench.css';

function GroupCard({ group }: { group: GrantedGroup }) {
  const { groupIcon } = useConsoleMap();
  return (
    <Card className="workbench__group" variant="borderless">
      <div className="workbench__group-head">
        <span className="workbench__group-icon">{groupIcon(group.code)}</span>
        <span className="workbench__group-name">{group.name}</span>
        <span className="workbench__group-count">{group.screens.length} 项</span>
      </div>
      <div className="workbench__screens">
        {group.screens.map((screen) => (
          <Link key={screen.module} to={screen.path} className="workbench__screen workbench__screen--open">
            {screen.name}
            <ArrowRightOutlined />
          </Link>
        ))}
      </div>
    </Card>
  );
}

/** 我的功能: what the role opens, each screen a link to it. */
export function MyFunctions({ account }: { account: TeacherAccount }) {
  const { routes } = useConsoleMap();
  const groups = useMemo(() => grantedGroups(new Set(account.modules), routes), [account, routes]);
  return (
    <section className="workbench__functions">
      <div className="workbench__section-head">
        <Typography.Title level={5}>我的功能</Typography.Title>
        <span className="workbench__section-note">当前角色开通的功能模块，点击直接进入</span>
      </div>
      {groups.length > 0 ? (
        <Row gutter={[16, 16]}>
          {groups.map((group) => (
            <Col key={group.code} span={6}>
              <GroupCard group={group} />
            </Col>
          ))}
        </Row>
      ) : (
        <Card variant="borderless">
          <Empty description="当前角色尚未开通功能模块，请联系园长分配权限" />
        </Card>
      )}
    </section>
  );
}

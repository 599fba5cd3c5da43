import { ArrowRightOutlined, BankOutlined, IdcardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TeacherAccount } from '@yuanwu/shared';
import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { groupIcons } from '../../../layout/group-icons';
import { appRoutes } from '../../../routes/app-routes';
import { useAccount } from '../../session/session.queries';
import { grantedGroups, type GrantedGroup } from '../granted-modules';
import './workbench.css';

function greeting(hour: number): string {
  if (hour < 5) return '夜深了';
  if (hour < 11) return '早上好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

function Welcome({ account }: { account: TeacherAccount }) {
  const now = dayjs();
  return (
    <section className="workbench__welcome">
      <div>
        <h1 className="workbench__greeting">
          {greeting(now.hour())}，{account.teacherName}
        </h1>
        <p className="workbench__today">今天是 {now.format('YYYY年M月D日 dddd')}，祝您工作顺利。</p>
      </div>
      {account.canSwitchSchool ? <Tag color="blue">可切换本园与分园</Tag> : null}
    </section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card className="workbench__fact" variant="borderless">
      <span className="workbench__fact-icon">{icon}</span>
      <div>
        <div className="workbench__fact-label">{label}</div>
        <div className="workbench__fact-value">{value}</div>
      </div>
    </Card>
  );
}

function GroupCard({ group }: { group: GrantedGroup }) {
  return (
    <Card className="workbench__group" variant="borderless">
      <div className="workbench__group-head">
        <span className="workbench__group-icon">{groupIcons[group.code]}</span>
        <span className="workbench__group-name">{group.name}</span>
        <span className="workbench__group-count">{group.screens.length} 项</span>
      </div>
      <div className="workbench__screens">
        {group.screens.map((screen) =>
          screen.path ? (
            <Link key={screen.module} to={screen.path} className="workbench__screen workbench__screen--open">
              {screen.name}
              <ArrowRightOutlined />
            </Link>
          ) : (
            <span key={screen.module} className="workbench__screen">
              {screen.name}
            </span>
          ),
        )}
      </div>
    </Card>
  );
}

/** 工作台: who is signed in, where, and what the role opens; every figure comes from the account. */
export default function WorkbenchPage() {
  const { data: account } = useAccount();
  const groups = useMemo(() => (account ? grantedGroups(new Set(account.modules), appRoutes) : []), [account]);
  if (!account) return null;
  const screenCount = groups.reduce((count, group) => count + group.screens.length, 0);

  return (
    <div className="workbench">
      <Welcome account={account} />
      <Row gutter={16} className="workbench__facts">
        <Col span={8}>
          <Fact icon={<BankOutlined />} label="当前园所" value={account.schoolName} />
        </Col>
        <Col span={8}>
          <Fact icon={<IdcardOutlined />} label="我的角色" value={account.roleName ?? '未分配角色'} />
        </Col>
        <Col span={8}>
          <Fact icon={<SafetyCertificateOutlined />} label="已开通功能" value={`${groups.length} 个模块 · ${screenCount} 项`} />
        </Col>
      </Row>
      <div className="workbench__section-head">
        <Typography.Title level={5}>我的功能</Typography.Title>
        <span className="workbench__section-note">当前角色开通的功能模块，可点击的项目可直接进入</span>
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
    </div>
  );
}

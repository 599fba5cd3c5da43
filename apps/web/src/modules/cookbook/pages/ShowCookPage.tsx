import { RollbackOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { todayText } from '../../../components/dates';
import { mondayOf, weekLabel } from '../cookbook-week';
import { useSharedCookbooks } from '../cookbook.queries';
import { COOK_MANAGE_PATH } from '../cookbook.paths';
import { WeekGrid } from '../components/WeekGrid';
import { WeekSwitcher } from '../components/WeekSwitcher';
import '../cookbook.css';

/** 共享信息: the week's cookbooks other schools of the group share with this one. */
export default function ShowCookPage() {
  const navigate = useNavigate();
  const [monday, setMonday] = useState(() => mondayOf(todayText()));
  const shared = useSharedCookbooks(monday);
  return (
    <Card
      variant="borderless"
      title="共享信息"
      extra={
        <Button icon={<RollbackOutlined />} onClick={() => navigate(COOK_MANAGE_PATH)}>
          返回食谱管理
        </Button>
      }
    >
      <div className="cookbook-toolbar">
        <WeekSwitcher monday={monday} onChange={setMonday} />
      </div>
      {shared.isPending ? <Spin /> : null}
      {shared.data?.length === 0 ? <Empty description={`${weekLabel(monday)}没有其他园所共享给本园的食谱`} /> : null}
      {shared.data?.map((cookbook) => (
        <Card key={cookbook.cookbookId} className="cookbook-shared" type="inner" title={`${cookbook.schoolName} · ${cookbook.gradeName}`}>
          <WeekGrid days={cookbook.days} />
        </Card>
      ))}
    </Card>
  );
}

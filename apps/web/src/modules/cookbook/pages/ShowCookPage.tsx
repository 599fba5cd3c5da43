import { RollbackOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useCanOpen } from '../../../routes/can-open';
import { weekLabel } from '../cookbook-week';
import { useSharedCookbooks } from '../cookbook.queries';
import { COOK_MANAGE_PATH } from '../cookbook.paths';
import { WeekGrid } from '../components/WeekGrid';
import { useUrlWeek, WeekSwitcher } from '../components/WeekSwitcher';
import '../cookbook.css';

/** 共享信息: the week's cookbooks other schools of the group share with this one. */
export default function ShowCookPage() {
  const navigate = useNavigate();
  const [monday, setMonday] = useUrlWeek();
  const shared = useSharedCookbooks(monday);
  const canOpen = useCanOpen();
  return (
    <Card
      variant="borderless"
      title="共享信息"
      extra={
        canOpen(COOK_MANAGE_PATH) ? (
          <Button icon={<RollbackOutlined />} onClick={() => navigate(COOK_MANAGE_PATH)}>
            返回食谱管理
          </Button>
        ) : null
      }
    >
      <div className="cookbook-toolbar">
        <WeekSwitcher monday={monday} onChange={setMonday} />
      </div>
      <QueryState query={shared} what="共享食谱" isEmpty={(list) => list.length === 0} empty={`${weekLabel(monday)} 没有其他园所共享给本园的食谱`}>
        {(list) =>
          list.map((cookbook) => (
            <Card key={cookbook.cookbookId} className="cookbook-shared" type="inner" title={`${cookbook.schoolName} · ${cookbook.gradeName}`}>
              <WeekGrid days={cookbook.days} />
            </Card>
          ))
        }
      </QueryState>
    </Card>
  );
}

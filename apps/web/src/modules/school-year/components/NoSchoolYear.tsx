import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useCanOpen } from '../../../routes/can-open';
import { YEAR_MANAGE_PATH } from '../school-year.paths';

/**
 * What a screen that works by school year shows while the school has none: why it needs one, and
 * the way to 学年管理. `need` finishes the sentence after 还没有学年。(班级按学年管理，请先新增学年。).
 */
export function NoSchoolYear({ need }: { need: string }) {
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  return (
    <Card variant="borderless">
      <Empty description={`还没有学年。${need}`}>
        {canOpen(YEAR_MANAGE_PATH) ? (
          <Button type="primary" onClick={() => void navigate(YEAR_MANAGE_PATH)}>
            去新增学年
          </Button>
        ) : null}
      </Empty>
    </Card>
  );
}

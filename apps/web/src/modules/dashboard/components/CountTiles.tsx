import { BookOutlined, PictureOutlined, SmileOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { CountModel } from '@yuanwu/shared';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-state';
import { useCountModel } from '../dashboard.queries';

const TILES: { key: keyof CountModel; label: string; unit: string; icon: ReactNode; tone: string }[] = [
  { key: 'childCount', label: '幼儿总数', unit: '名', icon: <SmileOutlined />, tone: 'blue' },
  { key: 'teacherCount', label: '教师总数', unit: '名', icon: <TeamOutlined />, tone: 'violet' },
  { key: 'photoCount', label: '照片总数', unit: '张', icon: <PictureOutlined />, tone: 'green' },
  { key: 'videoCount', label: '视频总数', unit: '个', icon: <VideoCameraOutlined />, tone: 'amber' },
  { key: 'workbookCount', label: '作品总数', unit: '件', icon: <BookOutlined />, tone: 'rose' },
];

/** The school's five totals: ChildCount, TeacherCount, PhotoCount, VideoCount, WorkbookCount. */
export function CountTiles() {
  const counts = useCountModel();
  return (
    <>
      <QueryError query={counts} what="园所总数" />
      <div className="dashboard-tiles">
        {TILES.map((tile) => (
          <Card key={tile.key} variant="borderless" className={`dashboard-tile dashboard-tile--${tile.tone}`}>
            <span className="dashboard-tile__icon">{tile.icon}</span>
            <div>
              <div className="dashboard-tile__label">{tile.label}</div>
              {counts.data ? (
                <div className="dashboard-tile__value" aria-label={tile.label}>
                  {counts.data[tile.key].toLocaleString('zh-CN')}
                  <span className="dashboard-tile__unit">{tile.unit}</span>
                </div>
              ) : counts.isError ? (
                <div className="dashboard-tile__value">—</div>
              ) : (
                <Skeleton.Button active size="small" />
              )}
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}

import { studentStatusLabel, type StudentDetail } from '@yuanwu/shared';
import { Card, Empty, Tag, Timeline } from 'antd';
import { rangeText } from '../../../components/dates';

type ClassRecord = StudentDetail['classHistory'][number];

/** How a class record ended: still open, by promotion to the next grade, or as the child moved or left. */
function endingOf(record: ClassRecord): { label: string; color: string } {
  if (!record.endDate) return { label: '在班', color: 'green' };
  if (record.endedByPromotion) return { label: '升班', color: 'blue' };
  return { label: record.endReason === null ? '结束' : (studentStatusLabel[record.endReason] ?? '结束'), color: 'default' };
}

/** 在班记录: every class the child was in, newest first; nothing here is ever deleted. */
export function ClassHistoryCard({ history }: { history: StudentDetail['classHistory'] }) {
  return (
    <Card variant="borderless" title="在班记录">
      {history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有在班记录" />
      ) : (
        <Timeline
          className="class-history"
          items={history.map((record) => {
            const ending = endingOf(record);
            return {
              key: `${record.classId}-${record.startDate}`,
              color: record.endDate ? 'gray' : 'green',
              content: (
                <div className="class-history__item">
                  <div>
                    <span className="text-strong">{record.className}</span>
                    <span className="text-muted"> · {record.yearName}</span>
                    <Tag className="class-history__tag" color={ending.color}>
                      {ending.label}
                    </Tag>
                  </div>
                  <div className="text-muted">
                    {rangeText(record.startDate, record.endDate ?? '今')}
                  </div>
                </div>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}

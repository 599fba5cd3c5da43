import { grantsModule } from '@yuanwu/shared';
import { Card, Empty } from 'antd';
import { useAccount } from '../../session';
import { TeacherRecordCharts } from './TeacherRecordCharts';
import { TeacherRecordList } from './TeacherRecordList';

/** 教师详情 > 幼儿档案 (ChildrenPortfolio): the growth records and observations the teacher kept of children this school year. */
export function ChildrenPortfolioTab({ teacherId }: { teacherId: number }) {
  const { data: account } = useAccount();
  if (account && !grantsModule(new Set(account.modules), 'TeachEvaluate.RecordStatics')) return <Empty description="查看教师的幼儿档案需要“记录统计”权限" />;
  return (
    <Card variant="borderless" title="本学年的成长记录与观察记录">
      <TeacherRecordCharts teacherId={teacherId} range={{}} />
      <TeacherRecordList teacherId={teacherId} range={{}} />
    </Card>
  );
}

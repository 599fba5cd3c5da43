import { grantsModule } from '@yuanwu/shared';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { Dashboard } from '../../dashboard';
import { useAccount } from '../../session';
import { ComplianceCard } from '../components/ComplianceCard';
import { MyFunctions } from '../components/MyFunctions';
import { Welcome } from '../components/Welcome';

/** 首页: a greeting, the school's dashboard, and what the role opens. */
export default function WorkbenchPage() {
  const { data: account } = useAccount();
  if (!account) return null;
  return (
    <div className="workbench">
      <Welcome account={account} />
      <ComplianceCard />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Dashboard opensClassAttendance={grantsModule(new Set(account.modules), 'ChildManage.StudentAttendStatistics')} />
      </Suspense>
      <MyFunctions account={account} />
    </div>
  );
}

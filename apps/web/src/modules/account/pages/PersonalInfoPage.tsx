import { Button, Result } from 'antd';
import { PageLoading } from '../../../app/PageLoading';
import { usePersonalInfo } from '../account.queries';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { ProfileCard } from '../components/ProfileCard';
import { SecurityCard } from '../components/SecurityCard';
import './personal-info.css';

export default function PersonalInfoPage() {
  const info = usePersonalInfo();
  if (info.isPending) return <PageLoading />;
  if (!info.data) {
    return (
      <Result
        status="warning"
        title="暂时无法读取个人信息"
        extra={
          <Button type="primary" onClick={() => void info.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return (
    <div className="personal-info">
      <ProfileCard info={info.data} />
      <div className="personal-info__main">
        <BasicInfoForm key={info.data.teacherId} info={info.data} />
        <SecurityCard phone={info.data.phone} />
      </div>
    </div>
  );
}

import { PageStatus } from '../../../components/query-state';
import { usePersonalInfo } from '../account.queries';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { ProfileCard } from '../components/ProfileCard';
import { SecurityCard } from '../components/SecurityCard';
import './personal-info.css';

export default function PersonalInfoPage() {
  const info = usePersonalInfo();
  if (!info.data) return <PageStatus query={info} what="个人信息" />;
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

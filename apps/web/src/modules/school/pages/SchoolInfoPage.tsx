import { Select, Space } from 'antd';
import { useState } from 'react';
import { PageStatus } from '../../../components/query-state';
import { useAccount } from '../../session';
import { MachineConfigCard } from '../components/MachineConfigCard';
import { SchoolInfoForm } from '../components/SchoolInfoForm';
import { useBranchSchools, useMachineConfig, useSchoolInfo } from '../school.queries';
import '../school.css';

/** A group administrator picks which school of the group to edit; everyone else edits their own. */
function SchoolPicker({ value, onChange }: { value: number | undefined; onChange(schoolId: number): void }) {
  const account = useAccount().data;
  const schools = useBranchSchools(Boolean(account?.canSwitchSchool));
  if (!account?.canSwitchSchool || (schools.data?.length ?? 0) < 2) return null;
  return (
    <Space className="school-info__picker">
      <span>编辑园所</span>
      <Select
        value={value ?? account.schoolId}
        onChange={onChange}
        options={(schools.data ?? []).map((school) => ({ value: school.schoolId, label: school.schoolName }))}
        aria-label="编辑园所"
        className="school-info__picker-select"
      />
    </Space>
  );
}

/** 园所信息: the school's registration and logo, and its card machines. */
export default function SchoolInfoPage() {
  const [schoolId, setSchoolId] = useState<number>();
  const info = useSchoolInfo(schoolId);
  const machines = useMachineConfig();
  return (
    <div className="school-info">
      <SchoolPicker value={schoolId} onChange={setSchoolId} />
      {info.data ? <SchoolInfoForm key={`${info.data.schoolId}-${info.data.updatedAt}`} info={info.data} /> : <PageStatus query={info} what="园所信息" />}
      {machines.data ? <MachineConfigCard config={machines.data} /> : <PageStatus query={machines} what="刷卡机配置" />}
    </div>
  );
}

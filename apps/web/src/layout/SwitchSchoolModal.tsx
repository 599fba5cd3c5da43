import type { TeacherAccount } from '@yuanwu/shared';
import { App, Form, Radio, Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../app/navigation';
import { FormModal } from '../components/FormModal';
import { useBranchSchools, useSwitchSchool } from '../modules/school';

interface SwitchSchoolModalProps {
  account: TeacherAccount;
  open: boolean;
  onClose(): void;
}

/** For group administrators: work in the head school or one of its branches. */
export function SwitchSchoolModal({ account, open, onClose }: SwitchSchoolModalProps) {
  const schools = useBranchSchools(open);
  const switchSchool = useSwitchSchool();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ schoolId: account.schoolId }), [account.schoolId]);

  async function submit({ schoolId }: { schoolId: number }) {
    if (schoolId === account.schoolId) return;
    const next = await switchSchool.mutateAsync(schoolId);
    void message.success(`已切换到 ${next.schoolName}`);
    void navigate(HOME_PATH);
  }

  return (
    <FormModal title="切换园所" open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues} okText="切换">
      {schools.data ? (
        <Form.Item name="schoolId" label="选择要管理的园所" rules={[{ required: true, message: '请选择园所' }]}>
          <Radio.Group className="school-options">
            {schools.data.map((school) => (
              <Radio key={school.schoolId} value={school.schoolId}>
                {school.schoolName}
                {school.parentSchoolId === null ? <Tag className="school-options__tag">总园</Tag> : <Tag className="school-options__tag">分园</Tag>}
                {school.schoolId === account.schoolId ? <Tag color="blue">当前</Tag> : null}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </FormModal>
  );
}

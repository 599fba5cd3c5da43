import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Card, Descriptions, Tag } from 'antd';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { useUpdatePhoto, type PersonalInfo } from '../account.queries';

const orDash = (value: string | null | undefined) => value || '—';

/** Who the user is in the school, and their photo. */
export function ProfileCard({ info }: { info: PersonalInfo }) {
  const photo = useFileUrl(info.photoUrl);
  const updatePhoto = useUpdatePhoto();
  const { message } = App.useApp();

  const savePhoto = (link: string | null) => {
    if (link) updatePhoto.mutate(link, { onSuccess: () => void message.success('照片已更新') });
  };

  return (
    <Card className="personal-info__profile">
      <div className="personal-info__identity">
        <Avatar size={88} src={photo} icon={<UserOutlined />} className="personal-info__avatar" alt={`${info.teacherName}的照片`} />
        <div className="personal-info__name">{info.teacherName}</div>
        <Tag color="blue">{info.roleName ?? '未分配角色'}</Tag>
      </div>
      <Descriptions
        column={1}
        size="small"
        className="personal-info__facts"
        items={[
          { key: 'school', label: '所在园所', children: info.schoolName },
          { key: 'department', label: '部门', children: orDash(info.departmentName) },
          { key: 'post', label: '岗位', children: orDash(info.schoolDutyName) },
          { key: 'classes', label: '任教班级', children: orDash(info.classNames) },
          { key: 'entry', label: '入职日期', children: orDash(info.entryDate) },
        ]}
      />
      <div className="personal-info__photo">
        <div className="personal-info__photo-title">个人照片</div>
        <FileUpload kind="StaffPhoto" value={info.photoUrl} onChange={savePhoto} removable={false} disabled={updatePhoto.isPending} />
      </div>
    </Card>
  );
}

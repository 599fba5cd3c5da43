import { Card, Tabs } from 'antd';
import { useUrlTab } from '../../../components/url-state';
import { GroupTab } from '../components/GroupTab';
import { LeaveTypeTab } from '../components/LeaveTypeTab';
import { ShiftTab } from '../components/ShiftTab';
import '../teacher-attend.css';

/** 考勤设置: shifts, attendance groups with their members, leave types. */
export default function AttendSettingPage() {
  const [tab, setTab] = useUrlTab(['shifts', 'groups', 'leaveTypes']);
  return (
    <Card variant="borderless" title="考勤设置">
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'shifts', label: '班次', children: <ShiftTab /> },
          { key: 'groups', label: '考勤组', children: <GroupTab /> },
          { key: 'leaveTypes', label: '请假类型', children: <LeaveTypeTab /> },
        ]}
      />
    </Card>
  );
}

import type { TeacherAccount } from '@yuanwu/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { dayWithWeekday } from '../../../components/dates';
import './workbench.css';

function greeting(hour: number): string {
  if (hour < 5) return '夜深了';
  if (hour < 11) return '早上好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** Who is signed in, where, and today's date. */
export function Welcome({ account }: { account: TeacherAccount }) {
  const now = dayjs();
  return (
    <section className="workbench__welcome">
      <div>
        <h1 className="workbench__greeting">
          {greeting(now.hour())}，{account.teacherName}
        </h1>
        <p className="workbench__today">
          今天是 {dayWithWeekday(now)} · {account.schoolName}
          {account.roleName ? ` · ${account.roleName}` : ''}
        </p>
      </div>
      {account.canSwitchSchool ? <Tag color="blue">可切换本园与分园</Tag> : null}
    </section>
  );
}

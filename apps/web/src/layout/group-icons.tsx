import {
  AppstoreOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  HomeOutlined,
  NotificationOutlined,
  SettingOutlined,
  SmileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { GroupCode } from '../routes/screen-route';

/** One icon per catalogue group, for the side menu and the home screen's cards. */
export const groupIcons: Record<GroupCode, ReactNode> = {
  Home: <HomeOutlined />,
  SchoolDynamic: <NotificationOutlined />,
  BaseInfoManage: <AppstoreOutlined />,
  ChildManage: <SmileOutlined />,
  StaffingManage: <TeamOutlined />,
  ActivityManage: <CalendarOutlined />,
  CookBook: <BookOutlined />,
  TeacherAttend: <ClockCircleOutlined />,
  Setting: <SettingOutlined />,
};

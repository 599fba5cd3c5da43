import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../routes/app-routes';
import { grantedGroups } from './granted-modules';

describe('grantedGroups', () => {
  it('lists the granted screens by group, each with where it opens', () => {
    const groups = grantedGroups(new Set(['Home', 'SchoolDynamic', 'ChildManage.Child', 'TeacherAttend', 'Setting.PersonalInfo', 'Setting.SchoolInfo']), appRoutes);
    expect(groups).toEqual([
      {
        code: 'SchoolDynamic',
        name: '园所动态',
        screens: [
          { module: 'SchoolDynamic.Notification', name: '通知动态', path: '/SchoolDynamic/Notification' },
          { module: 'SchoolDynamic.SchoolNews', name: '园所新闻', path: '/SchoolDynamic/SchoolNews' },
          { module: 'SchoolDynamic.Questionnaire', name: '问卷调查', path: '/SchoolDynamic/Questionnaire' },
          { module: 'SchoolDynamic.Vote', name: '投票活动', path: '/SchoolDynamic/Vote' },
          { module: 'SchoolDynamic.ClassDynamic', name: '班级动态', path: '/SchoolDynamic/ClassDynamic' },
          { module: 'SchoolDynamic.Showreel', name: '作品集', path: '/SchoolDynamic/Showreel' },
        ],
      },
      { code: 'ChildManage', name: '幼儿管理', screens: [{ module: 'ChildManage.Child', name: '幼儿信息', path: '/ChildManage/Child' }] },
      {
        code: 'TeacherAttend',
        name: '教师考勤',
        screens: [
          { module: 'TeacherAttend.DailyAttend', name: '每日考勤', path: '/TeacherAttend/DailyAttend' },
          { module: 'TeacherAttend.AttendStatistics', name: '考勤统计', path: '/TeacherAttend/AttendStatistics' },
          { module: 'TeacherAttend.Workforce', name: '排班', path: expect.any(String) },
          { module: 'TeacherAttend.TeacherCard', name: '教师发卡', path: expect.any(String) },
          { module: 'TeacherAttend.AttendSetting', name: '考勤设置', path: expect.any(String) },
        ],
      },
      {
        code: 'Setting',
        name: '系统设置',
        screens: [
          { module: 'Setting.PersonalInfo', name: '个人信息', path: expect.any(String) },
          { module: 'Setting.SchoolInfo', name: '园所信息', path: expect.any(String) },
        ],
      },
    ]);
  });

  it('expands a granted group to all its screens', () => {
    const [group] = grantedGroups(new Set(['CookBook']), appRoutes);
    expect(group).toMatchObject({ name: '膳食管理' });
    expect(group?.screens.map((screen) => screen.name)).toEqual(['食谱管理', '共享信息', '食物管理']);
  });

  it('has nothing for a role without modules', () => {
    expect(grantedGroups(new Set(), appRoutes)).toEqual([]);
  });
});

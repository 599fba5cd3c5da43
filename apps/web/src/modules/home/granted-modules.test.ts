import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../../routes/screen-route';
import { grantedGroups } from './granted-modules';

const load = () => Promise.resolve({ default: () => null });
const routes: ScreenRoute[] = [
  { path: '/home', label: '首页', load, module: 'Home' },
  { path: '/notification', label: '通知动态', load, module: 'SchoolDynamic.Notification' },
  { path: '/notification/:id', label: '通知详情', load, module: 'SchoolDynamic.Notification', previous: '/notification' },
];

describe('grantedGroups', () => {
  it('lists granted screens by group, linking those the console has', () => {
    const groups = grantedGroups(new Set(['Home', 'SchoolDynamic.Notification', 'SchoolDynamic.Showreel', 'Setting.PersonalInfo']), routes);
    expect(groups).toEqual([
      {
        code: 'SchoolDynamic',
        name: '园所动态',
        screens: [
          { module: 'SchoolDynamic.Notification', name: '通知动态', path: '/notification' },
          { module: 'SchoolDynamic.Showreel', name: '作品集' },
        ],
      },
      { code: 'Setting', name: '系统设置', screens: [{ module: 'Setting.PersonalInfo', name: '个人信息' }] },
    ]);
  });

  it('expands a granted group to all its screens', () => {
    const [group] = grantedGroups(new Set(['CookBook']), routes);
    expect(group?.screens.map((screen) => screen.name)).toEqual(['食谱管理', '共享信息', '食物管理']);
  });

  it('has nothing for a role without modules', () => {
    expect(grantedGroups(new Set(), routes)).toEqual([]);
  });
});

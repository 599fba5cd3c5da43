import { describe, expect, it } from 'vitest';
import { breadcrumbsOf, buildMenu, groupOf, menuKeyOf } from './menu';
import type { ScreenRoute } from './screen-route';

const load = () => Promise.resolve({ default: () => null });

/** A table shaped like the screens to come: a detail screen, a sub screen, a dynamics screen. */
const routes: ScreenRoute[] = [
  { path: '/login', label: '登录', load, public: true },
  { path: '/home', label: '首页', load, module: 'Home' },
  { path: '/404', label: '页面不存在', load, hideInMenu: true },
  { path: '/notification', label: '通知动态', load, module: 'SchoolDynamic.Notification', father: 'SchoolDynamic' },
  { path: '/teacher', label: '教师管理', load, module: 'StaffingManage.TeacherManage' },
  { path: '/teacher/teacherInfo/:id', label: '教师详情', load, module: 'StaffingManage.TeacherManage', previous: '/teacher', keepAlive: true },
  { path: '/teacher/plan', label: '计划详情', load, module: 'StaffingManage.TeacherManage', previous: '/teacher/teacherInfo/:id' },
  { path: '/post', label: '职务管理', load, module: 'StaffingManage.PostManage' },
  { path: '/personal', label: '个人信息', load, module: 'Setting.PersonalInfo' },
];
const screen = (path: string) => routes.find((route) => route.path === path)!;

describe('buildMenu', () => {
  it('groups granted screens by catalogue group, in catalogue order', () => {
    const menu = buildMenu(routes, new Set(['Home', 'SchoolDynamic', 'StaffingManage', 'Setting']));
    expect(menu.map((entry) => entry.label)).toEqual(['首页', '园所动态', '教职工管理', '系统设置']);
    expect(menu[0]).toEqual({ key: '/home', label: '首页', group: 'Home' });
    expect(menu[2]?.children?.map((entry) => entry.key)).toEqual(['/teacher', '/post']);
  });

  it('leaves out login, hidden, detail and sub screens', () => {
    const keys = buildMenu(routes, new Set(['Home', 'StaffingManage'])).flatMap((entry) => [entry.key, ...(entry.children ?? []).map((child) => child.key)]);
    expect(keys).not.toContain('/login');
    expect(keys).not.toContain('/404');
    expect(keys).not.toContain('/teacher/teacherInfo/:id');
    expect(keys).not.toContain('/teacher/plan');
  });

  it('keeps only what the role grants, screen by screen, and drops empty groups', () => {
    const menu = buildMenu(routes, new Set(['Home', 'StaffingManage.PostManage']));
    expect(menu).toEqual([
      { key: '/home', label: '首页', group: 'Home' },
      { key: 'StaffingManage', label: '教职工管理', group: 'StaffingManage', children: [{ key: '/post', label: '职务管理', group: 'StaffingManage' }] },
    ]);
  });

  it('shows nothing to a role without modules except open screens', () => {
    expect(buildMenu(routes, new Set())).toEqual([]);
  });
});

describe('derived navigation', () => {
  it('takes the group from the father marker first', () => {
    expect(groupOf({ ...screen('/notification'), module: 'Setting.PersonalInfo' })).toBe('SchoolDynamic');
    expect(groupOf(screen('/post'))).toBe('StaffingManage');
    expect(groupOf(screen('/404'))).toBeUndefined();
  });

  it('highlights the nearest menu screen up the previous chain', () => {
    expect(menuKeyOf(routes, screen('/teacher/plan'))).toBe('/teacher');
    expect(menuKeyOf(routes, screen('/home'))).toBe('/home');
    expect(menuKeyOf(routes, screen('/404'))).toBeUndefined();
  });

  it('builds breadcrumbs from group, parents and the screen', () => {
    expect(breadcrumbsOf(routes, screen('/teacher/plan'))).toEqual([
      { label: '教职工管理' },
      { label: '教师管理', path: '/teacher' },
      { label: '教师详情', path: '/teacher/teacherInfo/:id' },
      { label: '计划详情' },
    ]);
    expect(breadcrumbsOf(routes, screen('/home'))).toEqual([{ label: '首页' }]);
  });

  it('stops at a previous marker that loops', () => {
    const looping: ScreenRoute[] = [
      { path: '/a', label: 'A', load, previous: '/b' },
      { path: '/b', label: 'B', load, previous: '/a' },
    ];
    expect(breadcrumbsOf(looping, looping[0]!).map((crumb) => crumb.label)).toEqual(['B', 'A']);
  });
});

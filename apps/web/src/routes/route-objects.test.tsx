import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TeacherAccount } from '@yuanwu/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../app/feedback';
import { sessionStore } from '../session/session-store';
import { Providers } from '../test/providers';
import { NOT_LOGGED_IN_TEXT } from './access';
import { routeObjects } from './route-objects';
import type { ScreenRoute } from './screen-route';

const account: TeacherAccount = {
  teacherId: 2,
  teacherName: '王丽',
  phone: '13800000002',
  schoolId: 1,
  schoolName: '阳光幼儿园',
  homeSchoolId: 1,
  roleId: 3,
  roleName: '年级组长',
  modules: ['Home', 'StaffingManage'],
  canSwitchSchool: false,
  dataScope: 1,
  classesInReach: null,
  teachingClassIds: [],
  mustChangePassword: false,
};

const screenOf = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

const routes: ScreenRoute[] = [
  { path: '/login', label: '登录', load: screenOf('登录页'), public: true },
  { path: '/broken', label: '坏页面', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), public: true },
  { path: '/home', label: '首页', load: screenOf('工作台'), module: 'Home' },
  { path: '/404', label: '页面不存在', load: screenOf('找不到页面'), hideInMenu: true },
  { path: '/teacher', label: '教师管理', load: screenOf('教师列表'), module: 'StaffingManage.TeacherManage' },
  { path: '/teacher/:id', label: '教师详情', load: screenOf('教师详情页'), module: 'StaffingManage.TeacherManage', previous: '/teacher' },
  { path: '/stats', label: '统计', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), module: 'Home' },
  { path: '/roles', label: '角色管理', load: screenOf('角色列表'), module: 'Setting.RoleManage' },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routeObjects(routes), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const signIn = () => sessionStore.start('token-1', account);

beforeEach(() => {
  vi.spyOn(feedback, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, message: 'success', data: account }), { headers: { 'Content-Type': 'application/json' } }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('access', () => {
  it('sends a visitor without a session to login with 请先登录, keeping where they were going', async () => {
    const router = renderAt('/home');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
    expect(feedback.error).toHaveBeenCalledWith(NOT_LOGGED_IN_TEXT);
  });

  it('sends a visitor of / to login without the message', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('opens / on the home screen with a session', async () => {
    signIn();
    const router = renderAt('/');
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('checks the session again on every move between screens', async () => {
    signIn();
    const router = renderAt('/home');
    await screen.findByText('工作台');
    sessionStore.clear();
    await act(() => router.navigate('/teacher'));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('console screens', () => {
  it('sends unknown paths to /404 inside the console', async () => {
    signIn();
    const router = renderAt('/no/such/screen');
    expect(await screen.findByText('找不到页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByText('阳光幼儿园')).toBeTruthy();
  });

  it('builds the menu from what the role grants', async () => {
    signIn();
    renderAt('/home');
    await screen.findByText('工作台');
    expect(screen.getByRole('menuitem', { name: /首页/ })).toBeTruthy();
    expect(screen.getByText('教职工管理')).toBeTruthy();
    expect(screen.queryByText('系统设置')).toBeNull();
  });

  it('refuses a screen the role lacks', async () => {
    signIn();
    renderAt('/roles');
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.queryByText('角色列表')).toBeNull();
  });

  it('gives detail screens breadcrumbs and a back action to their previous screen', async () => {
    signIn();
    const router = renderAt('/teacher/7');
    expect(await screen.findByText('教师详情页')).toBeTruthy();
    expect(screen.getByRole('link', { name: '教师管理' }).getAttribute('href')).toBe('/teacher');
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    expect(await screen.findByText('教师列表')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/teacher');
  });

  it('names the browser tab after the screen', async () => {
    signIn();
    renderAt('/teacher');
    await screen.findByText('教师列表');
    await waitFor(() => expect(document.title).toBe('教师管理 · 园务'));
  });
});

describe('chunk failures', () => {
  it('offers 重新加载 instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('keeps the console frame around the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    const router = renderAt('/home');
    await screen.findByText('工作台');
    await act(() => router.navigate('/stats'));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText('阳光幼儿园')).toBeTruthy();
  });
});

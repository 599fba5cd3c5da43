import type { TeacherAccount } from '@yuanwu/shared';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_KEYS } from './session-store';

const account: TeacherAccount = {
  teacherId: 7,
  teacherName: '李老师',
  phone: '13800000002',
  schoolId: 1,
  schoolName: '阳光幼儿园',
  homeSchoolId: 1,
  roleId: 3,
  roleName: '教师',
  modules: ['Home'],
  canSwitchSchool: false,
  dataScope: 1,
  classesInReach: null,
  teachingClassIds: [],
  mustChangePassword: false,
};

describe('session store', () => {
  it('keeps token, teacher id and account under the fixed keys', () => {
    const storage = window.sessionStorage;
    const store = createSessionStore(storage);
    store.start('token-1', account);
    expect(storage.getItem(SESSION_KEYS.token)).toBe('token-1');
    expect(storage.getItem(SESSION_KEYS.teacherId)).toBe('7');
    expect(store.account()).toEqual(account);
  });

  it('clears every key and tells the listeners', () => {
    const store = createSessionStore(window.sessionStorage);
    const listener = vi.fn();
    store.onClear(listener);
    store.start('token-1', account);
    store.clear();
    expect(store.token()).toBeNull();
    expect(store.account()).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.teacherId)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('treats an unreadable saved account as none', () => {
    window.sessionStorage.setItem(SESSION_KEYS.account, '{broken');
    expect(createSessionStore(window.sessionStorage).account()).toBeNull();
  });
});

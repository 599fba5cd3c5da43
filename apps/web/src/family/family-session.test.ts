import type { FamilyAccount } from '@yuanwu/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { familySession } from './family-session';

const child = { childId: 1, childName: '李泽宇', schoolId: 1, schoolName: '阳光幼儿园', className: '托一班', gradeName: '托班', relationName: '父亲', isMain: true };
const account: FamilyAccount = { phone: '15900000035', guardianName: '李国', current: child, children: [child] };

describe('familySession', () => {
  afterEach(() => window.localStorage.clear());

  it('reads back the account it saved, the same object until the storage changes', () => {
    familySession.saveAccount(account);
    const first = familySession.account();
    expect(first).toEqual(account);
    expect(familySession.account()).toBe(first);
    familySession.saveAccount({ ...account, guardianName: '王芳' });
    expect(familySession.account()?.guardianName).toBe('王芳');
  });

  it('treats an account saved in an older shape, or not JSON, as no account (the family signs in again)', () => {
    window.localStorage.setItem('yuanwu.family.account', JSON.stringify({ phone: '15900000035', childId: 1 }));
    expect(familySession.account()).toBeNull();
    window.localStorage.setItem('yuanwu.family.account', '{not json');
    expect(familySession.account()).toBeNull();
  });

  it('forgets everything on clear', () => {
    familySession.setToken('t');
    familySession.saveAccount(account);
    familySession.markPicked();
    familySession.clear();
    expect([familySession.token(), familySession.account(), familySession.picked()]).toEqual([null, null, false]);
  });
});

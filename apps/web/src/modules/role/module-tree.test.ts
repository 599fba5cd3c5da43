import { describe, expect, it } from 'vitest';
import { grantedLeaves, modulesToGrant, sameModules, treeDataOf } from './module-tree';
import type { ModuleTree } from './role.queries';

const node = (moduleCode: string, moduleName: string, granted = false, locked = false) => ({ moduleCode, moduleName, granted, locked });

const tree: ModuleTree = [
  { ...node('Home', '首页', true), screens: [] },
  { ...node('ChildManage', '幼儿管理'), screens: [node('ChildManage.Child', '幼儿管理', true), node('ChildManage.CardManage', '接送卡管理')] },
  {
    ...node('Setting', '系统设置', true),
    screens: [node('Setting.PersonalInfo', '个人信息', true), node('Setting.RoleManage', '角色管理', true, true)],
  },
];

describe('module tree', () => {
  it('checks granted screens and granted groups without screens', () => {
    expect(grantedLeaves(tree)).toEqual(['Home', 'ChildManage.Child', 'Setting.PersonalInfo', 'Setting.RoleManage']);
  });

  it('grants a fully checked group as the group, else its checked screens, and locked modules always', () => {
    const everything = new Set(['Home', 'ChildManage', 'Setting']);
    expect(modulesToGrant(tree, grantedLeaves(tree), everything)).toEqual(['Home', 'ChildManage.Child', 'Setting']);
    expect(modulesToGrant(tree, ['ChildManage', 'ChildManage.Child', 'ChildManage.CardManage'], everything)).toEqual(['ChildManage', 'Setting.RoleManage']);
    expect(modulesToGrant(tree, [], everything)).toEqual(['Setting.RoleManage']);
  });

  it('grants a fully checked group screen by screen when the caller holds only those screens', () => {
    const someScreens = new Set(['Home', 'Setting.PersonalInfo', 'Setting.RoleManage']);
    expect(modulesToGrant(tree, grantedLeaves(tree), someScreens)).toEqual(['Home', 'ChildManage.Child', 'Setting.PersonalInfo', 'Setting.RoleManage']);
  });

  it('disables locked modules and those beyond the caller’s own role', () => {
    const data = treeDataOf(tree, new Set(['Home', 'ChildManage.Child', 'Setting']));
    expect(data.map((group) => [group.key, group.disableCheckbox])).toEqual([
      ['Home', false],
      ['ChildManage', true],
      ['Setting', false],
    ]);
    expect(data[1]?.children?.map((screen) => [screen.key, screen.disableCheckbox])).toEqual([
      ['ChildManage.Child', false],
      ['ChildManage.CardManage', true],
    ]);
    expect(data[2]?.children?.map((screen) => screen.disableCheckbox)).toEqual([false, true]);
  });

  it('compares grants whatever their order', () => {
    expect(sameModules(['Home', 'Setting'], ['Setting', 'Home'])).toBe(true);
    expect(sameModules(['Home'], ['Home', 'Setting'])).toBe(false);
  });
});

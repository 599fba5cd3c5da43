import { grantsModule, type ModuleCode } from '@yuanwu/shared';
import type { TreeDataNode } from 'antd';
import type { ModuleTree } from './role.queries';

/**
 * The role's module tree for a checkable antd Tree: groups over their screens. A locked module
 * (role management on the administrator's role) and one beyond the caller's own role cannot be changed.
 */
export function treeDataOf(tree: ModuleTree, callerModules: ReadonlySet<string>): TreeDataNode[] {
  const beyondCaller = (code: string) => !grantsModule(callerModules, code as ModuleCode);
  return tree.map((group) => ({
    key: group.moduleCode,
    title: group.moduleName,
    disableCheckbox: group.locked || beyondCaller(group.moduleCode),
    children: group.screens.map((screen) => ({
      key: screen.moduleCode,
      title: screen.moduleName,
      isLeaf: true,
      disableCheckbox: screen.locked || beyondCaller(screen.moduleCode),
    })),
  }));
}

/** The tree's checked leaves: granted screens, and granted groups that have none (首页). */
export function grantedLeaves(tree: ModuleTree): string[] {
  return tree.flatMap((group) =>
    group.screens.length === 0 ? (group.granted ? [group.moduleCode] : []) : group.screens.filter((screen) => screen.granted).map((screen) => screen.moduleCode),
  );
}

/**
 * What to grant for the checked keys: a group whose every screen is checked as the group itself
 * (its screens still to be built included) when the caller holds the whole group, otherwise the
 * checked screens; locked modules always. A caller holding only some of a group's screens could not
 * hand out the group.
 */
export function modulesToGrant(tree: ModuleTree, checkedKeys: readonly string[], callerModules: ReadonlySet<string>): string[] {
  const checked = new Set(checkedKeys);
  const isOn = (node: { moduleCode: string; locked: boolean }) => node.locked || checked.has(node.moduleCode);
  return tree.flatMap((group) => {
    if (group.screens.length === 0) return isOn(group) ? [group.moduleCode] : [];
    if (group.screens.every(isOn) && grantsModule(callerModules, group.moduleCode as ModuleCode)) return [group.moduleCode];
    return group.screens.filter(isOn).map((screen) => screen.moduleCode);
  });
}

/** Whether two sets of codes grant the same. */
export const sameModules = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code) => b.includes(code));

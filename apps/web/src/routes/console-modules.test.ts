import { builtCatalogue } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app-routes';
import { consoleGroups, publicModules } from './console-modules';
import { groupOf, isMenuScreen } from './menu';
import { screenName } from './screen-route';

describe('consoleGroups', () => {
  it('lists each module under the menu group of its screens', () => {
    for (const [group, { modules }] of Object.entries(consoleGroups)) {
      for (const screen of modules.flat()) expect({ path: screen.path, group: groupOf(screen) }).toEqual({ path: screen.path, group });
    }
  });

  it('keeps the public screens apart, outside every group', () => {
    for (const screen of publicModules.flat()) expect({ path: screen.path, public: screen.public, group: groupOf(screen) }).toEqual({ path: screen.path, public: true, group: undefined });
  });
});

describe('the route table and the module catalogue', () => {
  const menuScreens = appRoutes.filter(isMenuScreen);

  it('has a screen in the menu for each module built, and none for a planned one', () => {
    const built = builtCatalogue.flatMap((group) => (group.screens.length > 0 ? group.screens.map((screen) => `${group.code}.${screen.code}`) : [group.code]));
    expect(menuScreens.map((screen) => screen.module).sort()).toEqual([...built].sort());
  });

  it('names a module’s screen by the catalogue alone, and every other screen by its own label', () => {
    for (const screen of appRoutes) {
      const namedByCatalogue = isMenuScreen(screen) && screen.module !== undefined;
      expect({ path: screen.path, ownLabel: screen.label !== undefined }).toEqual({ path: screen.path, ownLabel: !namedByCatalogue });
    }
    expect(screenName(menuScreens.find((screen) => screen.module === 'ChildManage.Child')!)).toBe('幼儿信息');
  });
});

import { describe, expect, it } from 'vitest';
import { consoleGroups, publicModules } from './console-modules';
import { groupOf } from './menu';

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

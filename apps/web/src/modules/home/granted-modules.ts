import { grantsModule, moduleCatalogue, type ModuleCode } from '@yuanwu/shared';
import { isMenuScreen } from '../../routes/menu';
import type { GroupCode, ScreenRoute } from '../../routes/screen-route';

export interface GrantedScreen {
  module: ModuleCode;
  name: string;
  /** Where the screen opens; absent while the console has no such screen yet. */
  path?: string;
}

export interface GrantedGroup {
  code: GroupCode;
  name: string;
  screens: GrantedScreen[];
}

/** The catalogue's groups as far as the role reaches them, each screen linked where it exists. */
export function grantedGroups(granted: ReadonlySet<string>, routes: readonly ScreenRoute[]): GrantedGroup[] {
  return moduleCatalogue.flatMap((group): GrantedGroup[] => {
    const screens = group.screens.flatMap((screen): GrantedScreen[] => {
      const module = `${group.code}.${screen.code}` as ModuleCode;
      if (!grantsModule(granted, module)) return [];
      const path = routes.find((route) => route.module === module && isMenuScreen(route))?.path;
      return [path ? { module, name: screen.name, path } : { module, name: screen.name }];
    });
    return screens.length > 0 ? [{ code: group.code, name: group.name, screens }] : [];
  });
}

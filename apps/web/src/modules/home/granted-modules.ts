import { builtCatalogue, grantsModule, type ModuleCode } from '@yuanwu/shared';
import { isMenuScreen } from '../../routes/menu';
import { screenName, type GroupCode, type ScreenRoute } from '../../routes/screen-route';

export interface GrantedScreen {
  module: ModuleCode;
  name: string;
  /** Where the screen opens. */
  path: string;
}

export interface GrantedGroup {
  code: GroupCode;
  name: string;
  screens: GrantedScreen[];
}

/** The built modules' screens as far as the role reaches them, by group; planned modules are not shown. */
export function grantedGroups(granted: ReadonlySet<string>, routes: readonly ScreenRoute[]): GrantedGroup[] {
  return builtCatalogue.flatMap((group): GrantedGroup[] => {
    const screens = group.screens.flatMap((screen): GrantedScreen[] => {
      const module = `${group.code}.${screen.code}` as ModuleCode;
      const route = routes.find((candidate) => candidate.module === module && isMenuScreen(candidate));
      return route && grantsModule(granted, module) ? [{ module, name: screenName(route), path: route.path }] : [];
    });
    return screens.length > 0 ? [{ code: group.code, name: group.name, screens }] : [];
  });
}

import type { CoreDeps, ServerModule } from './core/module.js';
import type { MountedGroup } from './http/context.js';
import { serverModules } from './module-list.js';

/**
 * The module list as it must be, folded from the first module to the last: each module's `create`
 * takes only the core's handles and the services of the modules before it. A module that needs the
 * services of one listed after it fails here, at typecheck.
 */
// Tail-recursive (the checked modules carried along), so that TypeScript follows a list longer than 50.
type InOrder<Modules extends readonly unknown[], Made, Checked extends unknown[] = []> = Modules extends readonly [ServerModule<never, infer Own>, ...infer Rest]
  ? InOrder<Rest, Made & Own, [...Checked, ServerModule<Made, Own>]>
  : Checked;

/** What the fold has made once every module is in: the core's handles and every module's services. */
type AllMade<Modules extends readonly unknown[], Made> = Modules extends readonly [ServerModule<never, infer Own>, ...infer Rest] ? AllMade<Rest, Made & Own> : Made;

/** Every module's services in one object, as each module names them. */
export type Services = Omit<AllMade<typeof serverModules, CoreDeps>, keyof CoreDeps>;

const modules: Readonly<InOrder<typeof serverModules, CoreDeps>> = serverModules;

/** The modules as the loops below call them: each takes what the core and the modules before it made. */
const looped = modules as readonly ServerModule<CoreDeps & Services, object>[];

/** Every module's services, made in the order of the module list: explicit dependencies, no container. */
export function createServices(core: CoreDeps): Services {
  const services = {} as Services;
  for (const module of looped) Object.assign(services, module.create({ ...core, ...services }));
  return services;
}

/** Each module's declared calls with their handlers; the adapter mounts them under both families. */
export function mountedGroups(services: Services): MountedGroup[] {
  return looped.flatMap((module) => module.handlers(services));
}

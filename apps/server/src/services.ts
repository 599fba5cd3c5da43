import type { CoreDeps, ServerModule } from './core/module.js';
import type { MountedGroup } from './http/context.js';
import { serverModules } from './module-list.js';

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every module's services in one object, as each module names them. */
export type Services = UnionToIntersection<ReturnType<(typeof serverModules)[number]['create']>>;

/** The modules as the loops below call them: each takes what the core and the modules before it made. */
const modules = serverModules as readonly ServerModule<CoreDeps & Services, object>[];

/** Every module's services, made in the order of the module list: explicit dependencies, no container. */
export function createServices(core: CoreDeps): Services {
  const services = {} as Services;
  for (const module of modules) Object.assign(services, module.create({ ...core, ...services }));
  return services;
}

/** Each module's declared calls with their handlers; the adapter mounts them under both families. */
export function mountedGroups(services: Services): MountedGroup[] {
  return modules.flatMap((module) => module.handlers(services));
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component a module exports by name, loaded on its first render (React's `lazy` takes a default export only). */
export function lazyExport<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

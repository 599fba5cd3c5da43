import * as modules from './all-modules.js';
import type { EndpointDefinition, EndpointGroup } from './endpoint.js';

/**
 * Every call the product answers: the call groups (`…Endpoints`) that the modules' doors export,
 * so that a module's calls are listed by adding its door to all-modules.ts.
 */
export const allEndpoints: EndpointDefinition[] = Object.entries(modules)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as EndpointGroup));

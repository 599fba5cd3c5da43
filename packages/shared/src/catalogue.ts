import type { EndpointDefinition, EndpointGroup } from './endpoint.js';
import { schoolEndpoints } from './school/school.endpoints.js';
import { sessionEndpoints } from './session/session.endpoints.js';

/** Every call the product answers, by module: the one list of what exists. */
export const endpointGroups = {
  session: sessionEndpoints,
  school: schoolEndpoints,
} satisfies Record<string, EndpointGroup>;

export const allEndpoints: EndpointDefinition[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group),
);

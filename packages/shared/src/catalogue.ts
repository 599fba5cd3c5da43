import type { EndpointDefinition, EndpointGroup } from './endpoint.js';
import { classGroupEndpoints } from './class-group/class-group.endpoints.js';
import { filterEndpoints } from './filter/filter.endpoints.js';
import { holidayEndpoints } from './holiday/holiday.endpoints.js';
import { schoolYearEndpoints } from './school-year/school-year.endpoints.js';
import { schoolEndpoints } from './school/school.endpoints.js';
import { sessionEndpoints } from './session/session.endpoints.js';

/** Every call the product answers, by module: the one list of what exists. */
export const endpointGroups = {
  session: sessionEndpoints,
  school: schoolEndpoints,
  schoolYear: schoolYearEndpoints,
  classGroup: classGroupEndpoints,
  holiday: holidayEndpoints,
  filter: filterEndpoints,
} satisfies Record<string, EndpointGroup>;

export const allEndpoints: EndpointDefinition[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group),
);

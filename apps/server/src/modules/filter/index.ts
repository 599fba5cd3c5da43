import { defineModule, type CoreDeps } from '../../core/module.js';
import { filterHandlers } from './filter.handlers.js';
import { filterService } from './filter.service.js';

/** The console's filter lists (years, classes, staff, children, regions). */
export const filterModule = defineModule({
  tables: {},
  create: ({ clock }: CoreDeps) => ({ filters: filterService({ clock }) }),
  handlers: ({ filters }) => [filterHandlers(filters)],
});

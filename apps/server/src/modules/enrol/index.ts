import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedEnrolments } from './enrol.demo.js';
import { enrolHandlers } from './enrol.handlers.js';
import { enrolService } from './enrol.service.js';

/** 新生入园: applications, placing them in classes and admitting them as children. */
export const enrolModule = defineModule({
  tables: { enrolment: 'school' },
  create: ({ clock }: CoreDeps) => ({ enrol: enrolService({ clock }) }),
  handlers: ({ enrol }) => [enrolHandlers(enrol)],
  demo: seedEnrolments,
});

export type * from './enrol.table.js';

import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedSchoolYear } from './school-year.demo.js';
import { schoolYearHandlers } from './school-year.handlers.js';
import { schoolYearService } from './school-year.service.js';

/** 学年管理: school years and their semesters. */
export const schoolYearModule = defineModule({
  tables: { schoolYear: 'school', semester: 'school' },
  create: ({ clock }: CoreDeps) => ({ schoolYears: schoolYearService({ clock }) }),
  handlers: ({ schoolYears }) => [schoolYearHandlers(schoolYears)],
  demoPeople: seedSchoolYear,
});

export { schoolYearStatus } from './school-year-status.js';
export { currentYear, findYear, listYears, semestersOfYears } from './school-year.repository.js';
export type { SchoolYearService } from './school-year.service.js';
export type * from './school-year.table.js';

import { seededRandom } from '../../core/demo-random.js';
import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { regularImportFiles } from './school-activity.xlsx.js';
import { seedSchoolActivities } from './school-activity.demo.js';
import { areaHandlers, schoolActivityHandlers } from './school-activity.handlers.js';
import { schoolActivityService } from './school-activity.service.js';

/** 活动管理: school activities, areas, and the classes' regular activities with their imports. */
export const schoolActivityModule = defineModule({
  tables: {
    activityArea: 'school',
    activityAreaClass: byClass,
    schoolActivity: 'school',
    schoolActivityClass: byClass,
    schoolActivityQuestionUnit: 'school',
    regularActivityImport: 'school',
  },
  create: ({ clock }: CoreDeps) => ({ schoolActivities: schoolActivityService({ clock }), regularImports: regularImportFiles({ clock }) }),
  handlers: ({ schoolActivities, regularImports }) => [schoolActivityHandlers(schoolActivities, regularImports), areaHandlers(schoolActivities)],
  demo: (db, plan) => seedSchoolActivities(db, { today: plan.today, now: plan.now, random: seededRandom(plan.seed + 13) }),
});

export { classesOfActivities, findActivity as findSchoolActivity, listActivities as listSchoolActivities } from './school-activity.repository.js';
export type * from './school-activity.table.js';
export { allAreas, findArea } from './school-activity.repository.js';

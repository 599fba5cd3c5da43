import { byClass, defineModule, type CoreDeps } from '../../core/module.js';
import type { FileService } from '../files/index.js';
import { seedActivitySafety } from './activity-safety.demo.js';
import { activitySafetyHandlers } from './activity-safety.handlers.js';
import { activitySafetyService } from './activity-safety.service.js';

/**
 * 活动安全: safety plans of school activities and class activities. A plan carries its class (none for
 * a school activity), so that a data scope by class sees its classes' plans only.
 */
export const activitySafetyModule = defineModule({
  tables: { activitySafety: byClass, activitySafetyItem: 'school', activitySafetyPerson: 'school', activitySafetyFile: 'school' },
  create: ({ clock, files }: CoreDeps & { files: FileService }) => ({ activitySafety: activitySafetyService({ clock, files }) }),
  handlers: ({ activitySafety }) => [activitySafetyHandlers(activitySafety)],
  demo: seedActivitySafety,
});

export type * from './activity-safety.table.js';

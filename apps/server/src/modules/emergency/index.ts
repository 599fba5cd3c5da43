import { defineModule, type CoreDeps } from '../../core/module.js';
import type { FileService } from '../files/index.js';
import { seedEmergencies } from './emergency.demo.js';
import { emergencyHandlers } from './emergency.handlers.js';
import { emergencyService } from './emergency.service.js';

/** 突发事件: the school's emergency types and records (安全卫生); the school's register, whole-school. */
export const emergencyModule = defineModule({
  tables: { emergencyType: 'school', emergency: 'school', emergencyChild: 'school', emergencyTeacher: 'school', emergencyFile: 'school' },
  create: ({ clock, files }: CoreDeps & { files: FileService }) => ({ emergencies: emergencyService({ clock, files }) }),
  handlers: ({ emergencies }) => [emergencyHandlers(emergencies)],
  demo: seedEmergencies,
});

export type * from './emergency.table.js';

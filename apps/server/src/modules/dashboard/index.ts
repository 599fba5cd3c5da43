import { defineModule, type CoreDeps } from '../../core/module.js';
import type { AttendanceService } from '../attendance/index.js';
import { dashboardHandlers } from './dashboard.handlers.js';
import { dashboardService } from './dashboard.service.js';

/** 首页: the school's figures at a glance. */
export const dashboardModule = defineModule({
  tables: {},
  create: ({ clock, attendance }: CoreDeps & { attendance: AttendanceService }) => ({ dashboard: dashboardService({ clock, attendance }) }),
  handlers: ({ dashboard }) => [dashboardHandlers(dashboard)],
});

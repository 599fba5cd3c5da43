import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedAppInstalls } from './app-setup.demo.js';
import { appSetupHandlers } from './app-setup.handlers.js';
import { appSetupService } from './app-setup.service.js';

/**
 * 安装统计: the apps on the staff's and the guardians' phones, as their sign-ins record them (the
 * session and family sign-ins call `recordAppLogin`), counted per class and per department.
 */
export const appSetupModule = defineModule({
  tables: { appInstall: 'platform' },
  create: ({ clock }: CoreDeps) => ({ appSetups: appSetupService({ clock }) }),
  handlers: ({ appSetups }) => [appSetupHandlers(appSetups)],
  demo: (db, plan) => seedAppInstalls(db, { now: plan.now, daysAgo: plan.daysAgo, random: seededRandom(plan.seed + 62) }),
});

export { recordAppLogin, type AppLogin } from './app-install.repository.js';
export type * from './app-setup.table.js';

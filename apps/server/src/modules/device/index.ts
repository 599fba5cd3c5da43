import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedDevices } from './device.demo.js';
import { deviceHandlers } from './device.handlers.js';
import { deviceService } from './device.service.js';

/** 设备管理: the school's devices (in its activity areas, in its staff's care) and their types. */
export const deviceModule = defineModule({
  tables: { deviceType: 'school', device: 'school' },
  create: ({ clock }: CoreDeps) => ({ devices: deviceService({ clock }) }),
  handlers: ({ devices }) => [deviceHandlers(devices)],
  demo: (db, plan) => seedDevices(db, { today: plan.today, now: plan.now, random: seededRandom(plan.seed + 61) }),
});

export type * from './device.table.js';

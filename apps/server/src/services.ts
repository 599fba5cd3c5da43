import type { Kysely } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { serverSecret } from './db/app-settings.js';
import type { Database } from './db/schema.js';
import type { MountedGroup } from './http/context.js';
import { auditLog } from './modules/audit/audit.service.js';
import { classGroupHandlers } from './modules/class-group/class-group.handlers.js';
import { classGroupService } from './modules/class-group/class-group.service.js';
import { filterHandlers } from './modules/filter/filter.handlers.js';
import { filterService } from './modules/filter/filter.service.js';
import { holidayHandlers } from './modules/holiday/holiday.handlers.js';
import { holidayService } from './modules/holiday/holiday.service.js';
import { schoolHandlers } from './modules/school/school.handlers.js';
import { schoolService } from './modules/school/school.service.js';
import { promotionService } from './modules/school-year/promotion.service.js';
import { schoolYearHandlers } from './modules/school-year/school-year.handlers.js';
import { schoolYearService } from './modules/school-year/school-year.service.js';
import { loginThrottle } from './modules/session/login-throttle.js';
import { sessionHandlers } from './modules/session/session.handlers.js';
import { sessionService } from './modules/session/session.service.js';
import { smsCodes } from './modules/session/sms-codes.js';
import type { SmsProvider } from './modules/session/sms-provider.js';

export interface ServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'session' | 'passwordCost' | 'tokenSecret'>;
  sms: SmsProvider;
}

/** Every service, wired by hand: explicit dependencies, no container. */
export function createServices({ db, clock, config, sms }: ServiceDeps) {
  const tokenSecret = serverSecret(db, 'token_secret', config.tokenSecret);
  const codes = smsCodes({ db, clock, sms, secret: tokenSecret });
  const throttle = loginThrottle({ db, clock });
  const sessions = sessionService({ db, clock, policy: config.session, passwordCost: config.passwordCost, tokenSecret, codes, throttle });
  const schools = schoolService({ db, sessions });
  const audit = auditLog({ db, clock });
  const schoolYears = schoolYearService({ clock });
  const promotion = promotionService({ clock, years: schoolYears });
  const classGroups = classGroupService({ clock });
  const holidays = holidayService({ clock });
  const filters = filterService({ clock });
  return { sessions, schools, audit, schoolYears, promotion, classGroups, holidays, filters };
}

export type Services = ReturnType<typeof createServices>;

/** Each module's declared calls with their handlers; the adapter mounts them under both families. */
export function mountedGroups(services: Services): MountedGroup[] {
  return [
    sessionHandlers(services.sessions),
    schoolHandlers(services.schools),
    schoolYearHandlers(services.schoolYears, services.promotion),
    classGroupHandlers(services.classGroups),
    holidayHandlers(services.holidays),
    filterHandlers(services.filters),
  ];
}

import { defineModule, type CoreDeps } from '../../core/module.js';
import { serverSecret } from '../../db/app-settings.js';
import { signInHousekeeping } from './housekeeping.js';
import { loginThrottle } from './login-throttle.js';
import { sessionHandlers } from './session.handlers.js';
import { sessionService } from './session.service.js';
import { smsCodes } from './sms-codes.js';

/** Sign-in: a person's account (one per phone), sessions and their tokens, SMS codes and the login throttle. */
export const sessionModule = defineModule({
  tables: { account: 'platform', session: 'platform', smsCode: 'platform', smsSendSlot: 'platform', loginThrottle: 'platform' },
  create: ({ db, clock, config, sms }: CoreDeps) => {
    const tokenSecret = serverSecret(db, 'token_secret', config.tokenSecret);
    const codes = smsCodes({ db, clock, sms, secret: tokenSecret });
    const throttle = loginThrottle({ db, clock });
    const sessions = sessionService({ db, clock, policy: config.session, passwordCost: config.passwordCost, tokenSecret, codes, throttle });
    return { sessions, codes, throttle, signInHousekeeping: signInHousekeeping({ db, clock }) };
  },
  handlers: ({ sessions }) => [sessionHandlers(sessions)],
});

export { accountIdOfStaff, accountIdsOfPhones, changePhone, findAccountByPhone, passwordHashOf, setPasswordHash, staffIdsOfAccount, workingStaffOfAccount } from './account.repository.js';
export type { LoginThrottle } from './login-throttle.js';
export { revokeOtherSessionsOfTeachers } from './session.repository.js';
export type { SessionService } from './session.service.js';
export type { SmsCodes } from './sms-codes.js';
export type * from './account.table.js';
export type * from './session.table.js';

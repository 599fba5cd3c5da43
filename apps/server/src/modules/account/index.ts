import { defineModule, type CoreDeps } from '../../core/module.js';
import type { LoginThrottle, SmsCodes } from '../session/index.js';
import { accountHandlers } from './account.handlers.js';
import { accountService } from './account.service.js';

/** 个人信息: the signed-in person's own record, password and phone. */
export const accountModule = defineModule({
  tables: {},
  create: ({ db, schoolDb, clock, config, codes, throttle }: CoreDeps & { codes: SmsCodes; throttle: LoginThrottle }) => ({
    account: accountService({ db, schoolDb, clock, codes, throttle, passwordCost: config.passwordCost }),
  }),
  handlers: ({ account }) => [accountHandlers(account)],
});

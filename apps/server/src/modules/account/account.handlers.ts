import { accountEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { AccountService } from './account.service.js';

export const accountHandlers = (account: AccountService) =>
  handlersFor(accountEndpoints, {
    getPersonalAccountInfo: (_input, { session }) => account.info(session),
    updatePersonalAccountInfo: (input, { session }) => account.updateInfo(session, input),
    updatePwd: (input, { session }) => account.changePassword(session, input),
    sendMessage: (input, { session }) => account.sendPhoneCode(session, input.phone),
    updatePhoneNumber: (input, { session }) => account.changePhone(session, input),
    updatePersonalPhoto: (input, { session }) => account.changePhoto(session, input.photoUrl),
  });

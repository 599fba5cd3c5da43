import { sessionEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { SessionService } from './session.service.js';

export const sessionHandlers = (sessions: SessionService) =>
  handlersFor(sessionEndpoints, {
    validLogin: (input, { ip }) => sessions.loginWithPassword(input, { ip }),
    smsLogin: (input, { ip }) => sessions.loginWithSms(input, { ip }),
    sendMessage: (input) => sessions.sendLoginCode(input.phone, input.purpose),
    updatePasswordByCode: (input) => sessions.resetPasswordByCode(input),
    refreshToken: (input, { ip }) => sessions.refresh(input.oldToken, ip),
    getTeacherAccountInfo: (_input, { session }) => sessions.account(session),
    logout: (_input, { session }) => sessions.logout(session),
    getPhoneUser: (input) => sessions.phoneUser(input.phone),
    sendPhoneCode: (input) => sessions.sendResetCode(input.phone),
    validCode: (input) => sessions.validResetCode(input),
    updatePasswordDirectly: (input) => sessions.updatePasswordDirectly(input),
  });

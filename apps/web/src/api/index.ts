import { feedback } from '../app/feedback';
import { loginPathFrom, navigateTo } from '../app/navigation';
import { sessionStore } from '../session/session-store';
import { createApiClient } from './client';
import { showUnderField } from './field-errors';

export { ApiError } from './api-error';
export { PLATFORM_ID, type CallInput, type CallOptions, type CallOutput, type DownloadedFile } from './client';
export { queryRoot, type DataTopic } from './data-topics';
export { listeningForFieldErrors } from './field-errors';
export { useDownload, useWrite } from './mutations';
export { saveFile } from './save-file';

/** The console's client: the browser's fetch, the stored session, antd toasts, the router. */
export const { call } = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  session: sessionStore,
  notify: feedback.error,
  goToLogin: () => navigateTo(loginPathFrom(window.location.pathname + window.location.search)),
  showUnderField,
});

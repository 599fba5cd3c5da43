import { redirect, type LoaderFunctionArgs } from 'react-router';
import { feedback } from '../app/feedback';
import { HOME_PATH, LOGIN_PATH, loginPathFrom } from '../app/navigation';
import { sessionStore } from '../session/session-store';

export const NOT_LOGGED_IN_TEXT = '请先登录';

/** `/` opens the console, or the login page without a word, since nobody was turned away. */
export function enterRoot() {
  return redirect(sessionStore.token() ? HOME_PATH : LOGIN_PATH);
}

/** Every console screen needs the stored session token. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (sessionStore.token()) return null;
  feedback.error(NOT_LOGGED_IN_TEXT);
  const url = new URL(request.url);
  return redirect(loginPathFrom(url.pathname + url.search));
}

/**
 * Lets code outside React (the request layer, route loaders) move the user. The router registers
 * its navigate function at start; before that, a full page load does the same job.
 */
type Navigate = (to: string) => void;

let navigate: Navigate | undefined;

export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  if (navigate) navigate(to);
  else window.location.assign(to);
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const RESET_PATH = '/reset';

/** The reset of a password by SMS code, with the phone filled in. */
export const resetPathFor = (phone: string) => `${RESET_PATH}?phone=${encodeURIComponent(phone)}`;

/** The login page, told where to return after signing in. */
export function loginPathFrom(returnTo: string | undefined): string {
  return returnTo && isReturnPath(returnTo) ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

const NO_RETURN = ['/', LOGIN_PATH, RESET_PATH, '/404'];

/** Only a path of this console is a return target: never another site, never the sign-in pages. */
export function isReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return !NO_RETURN.includes(path.split(/[?#]/)[0] ?? path);
}

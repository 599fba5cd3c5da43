// The account module's door: where one's own record is edited.
import { lazyExport } from '../../components/lazy-export';

export { PERSONAL_INFO_PATH } from './account.paths';
/** Loaded only by the few who hold a temporary password: its form stays out of the console's entry. */
export const TemporaryPasswordPage = lazyExport(() => import('./components/TemporaryPasswordPage'), 'TemporaryPasswordPage');

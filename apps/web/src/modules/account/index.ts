// The account module's door: where one's own record is edited.
export { PERSONAL_INFO_PATH } from './account.paths';
export { TemporaryPasswordPage } from './components/TemporaryPasswordPage';

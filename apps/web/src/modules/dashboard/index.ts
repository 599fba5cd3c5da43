// The dashboard module's door: the school's figures on the home page.
export { Dashboard } from './components/Dashboard';

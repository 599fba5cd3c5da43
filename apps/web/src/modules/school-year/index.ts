// The school-year module's door: what a screen that works by year shows while there is none.
export { NoSchoolYear } from './components/NoSchoolYear';

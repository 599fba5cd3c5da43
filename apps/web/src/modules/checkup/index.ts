// The checkup module's door: a child's checkups, for 幼儿发展.
export { HealthSection } from './components/HealthSection';

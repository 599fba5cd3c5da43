// The school-activity module's door: a child's activities, for 幼儿发展.
export { ChildActivities } from './components/ChildActivities';

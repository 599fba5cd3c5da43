// The daily-care module's door: a child's water and meals, for 幼儿发展.
export { ChildDailyCare } from './components/ChildDailyCare';

// The cookbook module's door: a child's meals, for 幼儿发展.
export { ChildMeals } from './components/ChildMeals';

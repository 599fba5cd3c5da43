// The epidemic module's door: a child's findings, for 幼儿发展.
export { ChildEpidemicSection } from './components/ChildEpidemicSection';

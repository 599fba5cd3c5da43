// The workbook module's door: a child's works, for 幼儿发展.
export { ChildWorks } from './components/ChildWorks';

// The appraise module's door: the teacher picker and the date range of 教学评价's statistics screens.
export { RangeFilter, rangeCaption, type DateRangeValue } from './components/RangeFilter';
export { TeacherSelect } from './components/TeacherSelect';

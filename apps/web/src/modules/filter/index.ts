// The filter module's door: the year, grade and class pickers every screen's filters share.
export { ANY_CLASS, ClassSelect } from './components/ClassSelect';
export { GradeSelect } from './components/GradeSelect';
export { YearSelect } from './components/YearSelect';
export { defaultYearId } from './default-year';
export { ALL_GRADES, useClassOptions, useSemesterOptions, useYearOptions } from './filter.queries';

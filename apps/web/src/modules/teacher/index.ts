// The teacher module's door: the department filter the teacher cards share.
export { DepartmentFilterSelect } from './components/StaffFilters';
export { ANY } from './teacher.queries';

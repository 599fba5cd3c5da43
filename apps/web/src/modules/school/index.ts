// The school module's door: the group's branch schools, and switching to one.
export { useBranchSchools, useSwitchSchool } from './school.queries';

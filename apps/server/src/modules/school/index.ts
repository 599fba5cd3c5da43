/** The school module's door: the schools of a group, for the modules that act across it. */
export { findSchool, schoolFamily } from './school.repository.js';

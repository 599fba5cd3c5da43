// The class-group module's door: where a class's own screen opens.
export { classInfoPath } from './class-group.paths';

// The child module's door: the fields and columns of a child, a guardian and a pick-up person that
// the admission and card screens reuse, and the way to a child's detail.
export { childInfoPath } from './child.paths';
export { birthdayColumn } from './components/BirthdayAge';
export { PersonPhoto } from './components/PersonPhoto';
export { RelationSelect } from './components/PersonSelects';
export { newPickUpValues, PickUpFields, pickUpInput, type PickUpValues } from './components/PickUpPersonModal';
export { StudentBasicFields } from './components/StudentFields';
export { StudentNames } from './components/StudentNames';

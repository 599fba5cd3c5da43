// The family module's console side (its families' page is apps/web/src/family): the school's setting of absence notices.
export { AbsenceNoticeSetting } from './components/AbsenceNoticeSetting';

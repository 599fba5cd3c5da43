// The teach-research module's door: a teacher's 教研情况 tab.
export { TeacherResearchTab } from './components/TeacherResearchTab';

// The teach-plan module's door: a teacher's 周计划 tab (教师详情 > PlanDetails).
export { TeacherPlansTab } from './components/TeacherPlansTab';

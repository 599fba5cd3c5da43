export const TEACHER_MANAGE_PATH = '/StaffingManage/TeacherManage';
export const TEACHER_INFO_PATH = `${TEACHER_MANAGE_PATH}/teacherInfo/:id`;
export const TEACHER_ANALYSIS_PATH = '/StaffingManage/TeacherAnalysis';
export const SECTOR_MANAGE_PATH = '/StaffingManage/SectorManage';
export const POST_MANAGE_PATH = '/StaffingManage/PostManage';
export const DIMISSION_PATH = '/StaffingManage/DimissionPeople';

export const teacherInfoPath = (teacherId: number) => `${TEACHER_MANAGE_PATH}/teacherInfo/${teacherId}`;

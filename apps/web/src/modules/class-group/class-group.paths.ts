export const CLASS_MANAGE_PATH = '/BaseInfoManage/ClassManage';
export const CLASS_INFO_PATH = `${CLASS_MANAGE_PATH}/classInfo/:id`;

export const classInfoPath = (classId: number) => `${CLASS_MANAGE_PATH}/classInfo/${classId}`;

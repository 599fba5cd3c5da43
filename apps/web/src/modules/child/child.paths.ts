export const CHILD_PATH = '/ChildManage/Child';
export const ADD_CHILD_PATH = `${CHILD_PATH}/addChild`;
export const CHILD_INFO_PATH = `${CHILD_PATH}/childInfo/:id`;

export const childInfoPath = (studentId: number) => `${CHILD_PATH}/childInfo/${studentId}`;

export const COURSEWARE_PATH = '/ResourceManage/Courseware';
export const ADD_COURSEWARE_PATH = '/ResourceManage/Courseware/add';
export const EDIT_COURSEWARE_PATH = '/ResourceManage/Courseware/edit/:id';
export const editCoursewarePath = (coursewareId: number) => `/ResourceManage/Courseware/edit/${coursewareId}`;

export const ENROL_PATH = '/ChildManage/ChildEnterThePark';
export const CLASS_PARK_DETAIL_PATH = `${ENROL_PATH}/classParkDetail/:id`;

export const classParkDetailPath = (classId: number) => `${ENROL_PATH}/classParkDetail/${classId}`;

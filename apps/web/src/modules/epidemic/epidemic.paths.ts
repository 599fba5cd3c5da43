export const EPIDEMIC_PATH = '/SafetyManage/EpidemicControl';
export const EPIDEMIC_DETAIL_PATH = `${EPIDEMIC_PATH}/detail/:activityId`;
export const EPIDEMIC_CLASS_PATH = `${EPIDEMIC_PATH}/classDetail/:activityId/:classId`;

export const epidemicDetailPath = (activityId: number) => `${EPIDEMIC_PATH}/detail/${activityId}`;
export const epidemicClassPath = (activityId: number, classId: number) => `${EPIDEMIC_PATH}/classDetail/${activityId}/${classId}`;

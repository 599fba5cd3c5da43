export const SCHOOL_ACTIVITY_PATH = '/ActivityManage/SchoolActivity';
export const AREA_MANAGE_PATH = '/ActivityManage/AreaManage';
export const AREA_INFO_PATH = `${AREA_MANAGE_PATH}/areaInfo/:areaId`;
export const AREA_STATISTICS_PATH = `${AREA_MANAGE_PATH}/statistics`;
export const areaInfoPath = (areaId: number) => AREA_INFO_PATH.replace(':areaId', String(areaId));

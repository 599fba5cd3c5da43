export const ATTEND_STATISTICS_PATH = '/ChildManage/StudentAttendStatistics';
export const CLASS_ATTEND_PATH = `${ATTEND_STATISTICS_PATH}/classAttend/:id`;

/** A class's attendance; `sheet` opens on the daily sheet rather than the statistics. */
export const classAttendPath = (classId: number, tab?: 'sheet') => `${ATTEND_STATISTICS_PATH}/classAttend/${classId}${tab ? `?tab=${tab}` : ''}`;

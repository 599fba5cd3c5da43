export const EMERGENCY_PATH = '/SafetyManage/Emergency';
export const EMERGENCY_DETAIL_PATH = `${EMERGENCY_PATH}/detail/:emergencyId`;
export const emergencyDetailPath = (emergencyId: number) => `${EMERGENCY_PATH}/detail/${emergencyId}`;

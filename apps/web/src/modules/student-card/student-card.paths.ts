export const CARD_MANAGE_PATH = '/ChildManage/CardManage';
export const CARD_STATISTICS_PATH = '/ChildManage/CardStatistics';

export const YEAR_MANAGE_PATH = '/BaseInfoManage/YearManage';

export const NOTICE_PATH = '/SchoolDynamic/Notification';

export const PERSONAL_INFO_PATH = '/Setting/PersonalInfo';

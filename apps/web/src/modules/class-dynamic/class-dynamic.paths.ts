export const CLASS_DYNAMIC_PATH = '/SchoolDynamic/ClassDynamic';

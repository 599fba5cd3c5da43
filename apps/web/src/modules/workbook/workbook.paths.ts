export const SHOWREEL_PATH = '/SchoolDynamic/Showreel';

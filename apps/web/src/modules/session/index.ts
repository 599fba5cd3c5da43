// The session module's door: the signed-in account, signing out, and moving to another school.
export { AuthShell } from './components/AuthShell';
export { useCountdown } from './components/use-countdown';
export { logout, useAccount, useClassReach, useEnterSchool } from './session.queries';

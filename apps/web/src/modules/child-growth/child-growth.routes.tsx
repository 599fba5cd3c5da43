import type { ScreenRoute } from '../../routes/screen-route';

export const OBSERVATION_PATH = '/ChildManage/Observation';

export const childGrowthRoutes: ScreenRoute[] = [
  { path: OBSERVATION_PATH, load: () => import('./pages/ObservationPage'), module: 'ChildManage.Observation' },
];

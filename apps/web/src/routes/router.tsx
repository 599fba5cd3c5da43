import { createBrowserRouter } from 'react-router';
import { registerNavigate } from '../app/navigation';
import { appRoutes } from './app-routes';
import { routeObjects } from './route-objects';

export const router = createBrowserRouter(routeObjects(appRoutes));
registerNavigate((to) => void router.navigate(to));

import type { ScreenRoute } from '../../routes/screen-route';
import { ADD_NEWS_PATH, EDIT_NEWS_PATH, SCHOOL_NEWS_PATH } from './news.paths';

const NEWS_MODULE = 'SchoolDynamic.SchoolNews';

export const newsRoutes: ScreenRoute[] = [
  // Back from writing an article, the list is as it was: filters and page.
  { path: SCHOOL_NEWS_PATH, load: () => import('./pages/SchoolNewsPage'), module: NEWS_MODULE, keepAlive: true },
  { path: ADD_NEWS_PATH, label: '添加新闻', load: () => import('./pages/ArticleEditPage'), module: NEWS_MODULE, previous: SCHOOL_NEWS_PATH },
  { path: EDIT_NEWS_PATH, label: '编辑新闻', load: () => import('./pages/ArticleEditPage'), module: NEWS_MODULE, previous: SCHOOL_NEWS_PATH },
];

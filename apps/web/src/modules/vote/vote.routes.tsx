import type { ScreenRoute } from '../../routes/screen-route';
import { ADD_VOTE_PATH, EDIT_VOTE_PATH, VOTE_DETAIL_PATH, VOTE_PATH } from './vote.paths';

const VOTE_MODULE = 'SchoolDynamic.Vote';

export const voteRoutes: ScreenRoute[] = [
  // Back from the form or an activity's lists, the list is as it was: filters and page.
  { path: VOTE_PATH, load: () => import('./pages/VotePage'), module: VOTE_MODULE, keepAlive: true },
  { path: ADD_VOTE_PATH, label: '新建投票', load: () => import('./pages/VoteEditPage'), module: VOTE_MODULE, previous: VOTE_PATH },
  { path: EDIT_VOTE_PATH, label: '编辑投票', load: () => import('./pages/VoteEditPage'), module: VOTE_MODULE, previous: VOTE_PATH },
  { path: VOTE_DETAIL_PATH, label: '投票详情', load: () => import('./pages/VoteDetailPage'), module: VOTE_MODULE, previous: VOTE_PATH },
];

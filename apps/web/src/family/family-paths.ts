import { FAMILY_PAGE_PATH } from '@yuanwu/shared';

/** Where the family page lives on the server, without its trailing slash: the router's basename. */
export const FAMILY_BASE = FAMILY_PAGE_PATH.replace(/\/$/, '');

export const familyPaths = {
  login: '/login',
  children: '/children',
  schools: '/schools',
  notices: '/notices',
  notice: (noticeId: number) => `/notices/${noticeId}`,
  news: '/news',
  article: (newsId: number) => `/news/${newsId}`,
  surveys: '/surveys',
  survey: (questionnaireId: number) => `/surveys/${questionnaireId}`,
  votes: '/votes',
  vote: (activityId: number) => `/votes/${activityId}`,
  homework: '/homework',
  leave: '/leave',
  rollCall: '/roll-call',
} as const;

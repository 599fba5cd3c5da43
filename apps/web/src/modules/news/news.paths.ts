export const SCHOOL_NEWS_PATH = '/SchoolDynamic/SchoolNews';
export const ADD_NEWS_PATH = `${SCHOOL_NEWS_PATH}/AddArticleNews`;
export const EDIT_NEWS_PATH = `${SCHOOL_NEWS_PATH}/editNews/:newsId`;

export const editNewsPath = (newsId: number) => EDIT_NEWS_PATH.replace(':newsId', String(newsId));

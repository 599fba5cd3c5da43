export const VOTE_PATH = '/SchoolDynamic/Vote';
export const ADD_VOTE_PATH = `${VOTE_PATH}/AddVote`;
export const EDIT_VOTE_PATH = `${VOTE_PATH}/EditVote/:activityId`;
export const VOTE_DETAIL_PATH = `${VOTE_PATH}/VoteDetail/:activityId`;

/** ?copy= on AddVote: a new activity starts from a copy of that one's settings. */
export const COPY_PARAM = 'copy';
export const copyVotePath = (activityId: number) => `${ADD_VOTE_PATH}?${COPY_PARAM}=${activityId}`;
export const editVotePath = (activityId: number) => EDIT_VOTE_PATH.replace(':activityId', String(activityId));
export const voteDetailPath = (activityId: number) => VOTE_DETAIL_PATH.replace(':activityId', String(activityId));

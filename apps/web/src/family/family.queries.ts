import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyEndpoints, familyTeacherEndpoints, type FamilyAccount } from '@yuanwu/shared';
import type { CallInput } from '../api/client';
import { call } from './family-api';
import { FAMILY_BASE, familyPaths } from './family-paths';
import { familySession } from './family-session';

type Input<K extends keyof typeof familyEndpoints> = CallInput<(typeof familyEndpoints)[K]>;

/** Reading, answering and voting: a teacher makes the same calls as a family, from the teacher's own. */
const shared = () => (familySession.teacher() ? familyTeacherEndpoints : familyEndpoints);

/** Keeps the account the server answered and starts the page afresh for it. */
function startWith(account: FamilyAccount & { token?: string }) {
  const { token, ...rest } = account;
  if (token) familySession.setToken(token);
  familySession.saveAccount(rest);
}

export const useSendCode = () => useMutation({ mutationFn: (phone: string) => call(familyEndpoints.sendCode, { phone }) });

export function useLogin() {
  return useMutation({
    mutationFn: (input: Input<'login'>) => call(familyEndpoints.login, input),
    onSuccess: (account) => {
      familySession.clear();
      startWith(account);
      if (account.children.length <= 1) familySession.markPicked();
    },
  });
}

export function useTeacherLogin() {
  return useMutation({
    mutationFn: (input: Input<'login'>) => call(familyTeacherEndpoints.login, input),
    onSuccess: ({ token, ...account }) => {
      familySession.clear();
      familySession.setToken(token);
      familySession.saveTeacher(account);
    },
  });
}

export function usePickChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (childId: number) => call(familyEndpoints.pickChild, { childId }),
    onSuccess: (account) => {
      startWith(account);
      familySession.markPicked();
      client.clear();
    },
  });
}

export function usePickSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: number) => call(familyTeacherEndpoints.pickSchool, { schoolId }),
    onSuccess: (account) => {
      familySession.saveTeacher(account);
      client.clear();
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => call(shared().logout, {}),
    onSettled: () => {
      familySession.clear();
      window.location.assign(`${FAMILY_BASE}${familyPaths.login}`);
    },
  });
}

export const useNotices = () => useQuery({ queryKey: ['notices'], queryFn: () => call(shared().getNoticeList, { pageSize: 50 }) });
/** Opening a notice records the read: a write the page makes once per visit. */
export const useNotice = (noticeId: number) => useQuery({ queryKey: ['notice', noticeId], queryFn: () => call(shared().readNotice, { noticeId }), staleTime: Infinity });

export const useNewsList = () => useQuery({ queryKey: ['news'], queryFn: () => call(shared().getNewsList, { pageSize: 50 }) });
export const useArticle = (newsId: number) => useQuery({ queryKey: ['article', newsId], queryFn: () => call(shared().readNews, { newsId }), staleTime: Infinity });
export const useComments = (newsId: number) => useQuery({ queryKey: ['comments', newsId], queryFn: () => call(familyEndpoints.getCommentList, { newsId, pageSize: 100 }) });
export function useAddComment(newsId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (content: string) => call(familyEndpoints.addComment, { newsId, content }), onSuccess: () => client.invalidateQueries({ queryKey: ['comments', newsId] }) });
}
export function useDeleteComment(newsId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (commentId: number) => call(familyEndpoints.deleteComment, { commentId }), onSuccess: () => client.invalidateQueries({ queryKey: ['comments', newsId] }) });
}

export const useSurveys = () => useQuery({ queryKey: ['surveys'], queryFn: () => call(shared().getQuestionnaireList, {}) });
export const useSurvey = (questionnaireId: number) => useQuery({ queryKey: ['survey', questionnaireId], queryFn: () => call(shared().getQuestionnaire, { questionnaireId }) });
export function useSubmitAnswer(questionnaireId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Input<'submitAnswer'>['answers']) => call(shared().submitAnswer, { questionnaireId, answers }),
    onSettled: () => client.invalidateQueries({ predicate: (query) => ['survey', 'surveys'].includes(query.queryKey[0] as string) }),
  });
}

export const useVotes = () => useQuery({ queryKey: ['votes'], queryFn: () => call(shared().getVoteList, {}) });
export const useVote = (activityId: number) => useQuery({ queryKey: ['vote', activityId], queryFn: () => call(shared().getVote, { activityId }) });
export const useRanking = (activityId: number) => useQuery({ queryKey: ['ranking', activityId], queryFn: () => call(shared().getVoteRanking, { activityId, top: 100 }) });
function useVoteChange<T, R>(activityId: number, mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ predicate: (query) => ['vote', 'ranking', 'votes'].includes(query.queryKey[0] as string) && (query.queryKey[1] ?? activityId) === activityId }) });
}
export const useCastVote = (activityId: number) => useVoteChange(activityId, (joinerIds: number[]) => call(shared().vote, { activityId, joinerIds }));
export const useJoinVote = (activityId: number) =>
  useVoteChange(activityId, (entry: Omit<Input<'joinVote'>, 'activityId'>) => call(familyEndpoints.joinVote, { activityId, ...entry }));

export const useRollCall = () => useQuery({ queryKey: ['rollCall'], queryFn: () => call(familyTeacherEndpoints.getRollCall, {}) });
export function useMarkRollCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof familyTeacherEndpoints.markRollCall>) => call(familyTeacherEndpoints.markRollCall, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['rollCall'] }),
  });
}

export const useLeaves = () => useQuery({ queryKey: ['leaves'], queryFn: () => call(familyEndpoints.getLeaveList, {}) });
export const useMessages = () => useQuery({ queryKey: ['messages'], queryFn: () => call(familyEndpoints.getMessageList, {}) });
export function useAddLeave() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: Input<'addLeave'>) => call(familyEndpoints.addLeave, input), onSuccess: () => client.invalidateQueries({ queryKey: ['leaves'] }) });
}
export function useCancelLeave() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (leaveId: number) => call(familyEndpoints.cancelLeave, { leaveId }), onSuccess: () => client.invalidateQueries({ queryKey: ['leaves'] }) });
}

export const useHomework = () => useQuery({ queryKey: ['homework'], queryFn: () => call(familyEndpoints.getHomeworkList, {}) });
export function useSignHomework() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (homeworkId: number) => call(familyEndpoints.signHomework, { homeworkId, content: '' }), onSettled: () => client.invalidateQueries({ queryKey: ['homework'] }) });
}

import { voteEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { VoteService } from './vote.service.js';

const MANAGER = { manages: true };

export const voteHandlers = (votes: VoteService) =>
  handlersFor(voteEndpoints, {
    getActivityList: (input, { db }) => votes.list(db, input),
    getActivityForUpdate: (input, { db }) => votes.forUpdate(db, input.activityId),
    getTeacherList: (input, { db, session }) => votes.teacherPicks(db, session, input),
    getStudentList: (input, { db, session }) => votes.studentPicks(db, session, input),
    getJoinPersonList: (input, { db }) => votes.joinList(db, input),
    getVotePersonList: (input, { db }) => votes.voterList(db, input),
    getVoteDetailByJoin: (input, { db }) => votes.joinDetail(db, input),
    getRankingList: (input, { db }) => votes.ranking(db, MANAGER, input),
    addActivityVote: (input, { db, session }) => votes.add(db, session, input),
    updateActivityVote: (input, { db }) => votes.update(db, input),
    delVote: (input, { db }) => votes.voidActivity(db, input.activityId),
    restoreVote: (input, { db }) => votes.restore(db, input.activityId),
    deleteActivityVote: (input, { db }) => votes.remove(db, input.activityId),
    addOrUpdateJoin: (input, { db, session }) => votes.saveEntry(db, session, input),
    delJoin: (input, { db }) => votes.removeEntry(db, input.joinerId),
    joinActivity: (input, { db, session }) => votes.join(db, { kind: 'teacher', teacherId: session.teacherId }, input),
    addVote: (input, { db, session }) => votes.vote(db, { kind: 'teacher', teacherId: session.teacherId }, input),
  });

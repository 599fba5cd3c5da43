import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedVotes } from './vote.demo.js';
import { voteHandlers } from './vote.handlers.js';
import { voteService } from './vote.service.js';

/**
 * 投票活动: vote activities with their enrolment and voting ranges, entries of teachers and children,
 * and votes within each voter's limits. The service takes who acts (a teacher, or a guardian for a
 * child), so that the family page enrols, votes and reads the ranking through it too.
 */
export const voteModule = defineModule({
  tables: { voteActivity: 'school', voteRange: 'school', voteJoiner: 'school', voteJoinerFile: 'school', voteVoter: 'school', voteVoterDay: 'school', voteBallot: 'school' },
  create: ({ clock }: CoreDeps) => ({ votes: voteService({ clock }) }),
  handlers: ({ votes }) => [voteHandlers(votes)],
  demo: (db, plan) => seedVotes(db, { ...plan, random: seededRandom(plan.seed + 26) }),
});

export type { RankingViewer, VoteActor, VoteService } from './vote.service.js';
export type * from './vote.table.js';

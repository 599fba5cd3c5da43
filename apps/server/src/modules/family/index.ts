import { byChild, defineModule, type CoreDeps } from '../../core/module.js';
import type { AttendanceService } from '../attendance/index.js';
import type { CommentService } from '../comment/index.js';
import type { FileService } from '../files/index.js';
import type { HomeworkService } from '../homework/index.js';
import type { QuestionnaireService } from '../questionnaire/index.js';
import type { ReadReceiptService } from '../read-receipt/index.js';
import type { LoginThrottle, SmsCodes } from '../session/index.js';
import type { VoteService } from '../vote/index.js';
import { absenceNotices } from './absence-notices.js';
import { familySessionService } from './family-session.service.js';
import { familySettings } from './family-settings.js';
import { familyHandlers, familySettingHandlers, familyTeacherHandlers } from './family.handlers.js';
import { familyService } from './family.service.js';

type Needs = CoreDeps & {
  codes: SmsCodes;
  throttle: LoginThrottle;
  files: FileService;
  readReceipts: ReadReceiptService;
  comments: CommentService;
  questionnaires: QuestionnaireService;
  votes: VoteService;
  attendance: AttendanceService;
  homework: HomeworkService;
};

/**
 * 家长端: the family page's sessions (a guardian's phone by SMS code, acting for one child at a time;
 * or a teacher's on the staff, in a session of its own kind) and its calls, which reach the child's school only and go through the other modules' services;
 * the absence notices to families, and the school's setting of when they go.
 */
export const familyModule = defineModule({
  tables: { familySession: 'platform', familyTeacherSession: 'platform', absenceNoticeSetting: 'school', absenceNotice: byChild },
  create: (deps: Needs) => ({
    familySessions: familySessionService({ db: deps.db, schoolDb: deps.schoolDb, clock: deps.clock, policy: deps.config.session, codes: deps.codes, throttle: deps.throttle }),
    family: familyService(deps),
    familySettings: familySettings(),
    absenceNotices: absenceNotices(deps),
  }),
  handlers: ({ familySessions, family, familySettings: settings }) => [familyHandlers(familySessions, family), familyTeacherHandlers(familySessions, family), familySettingHandlers(settings)],
});

export type * from './family.table.js';

import type { Kysely, Migration } from 'kysely';
import * as core from './0001_core.js';
import * as files from './0002_files.js';
import * as basicInfo from './0003_basic_info.js';
import * as children from './0004_children.js';
import * as staff from './0005_staff.js';
import * as attendance from './0006_attendance.js';
import * as promotionCards from './0007_promotion_cards.js';
import * as childGrowth from './0008_child_growth.js';
import * as teaching from './0009_teaching.js';
import * as teachResearch from './0010_teach_research.js';
import * as checkup from './0011_checkup.js';
import * as cookbook from './0012_cookbook.js';
import * as schoolActivity from './0013_school_activity.js';
import * as observationItems from './0014_observation_items.js';
import * as dailyCare from './0015_daily_care.js';
import * as accounts from './0016_accounts.js';
import * as dataScope from './0017_data_scope.js';
import * as readReceipts from './0018_read_receipts.js';
import * as notices from './0019_notices.js';
import * as news from './0020_news.js';
import * as teacherAttend from './0021_teacher_attend.js';
import * as questionnaires from './0022_questionnaires.js';
import * as questionnaireReminders from './0023_questionnaire_reminders.js';
import * as teacherClockIns from './0024_teacher_clock_ins.js';
import * as sharedState from './0025_shared_state.js';
import * as teacherScheduleByTeacher from './0026_teacher_schedule_by_teacher.js';
import * as votes from './0027_votes.js';
import * as family from './0028_family.js';
import * as classDynamicModeration from './0029_class_dynamic_moderation.js';
import * as drawbooksMusic from './0030_drawbooks_music.js';
import * as teachPlans from './0031_teach_plans.js';
import * as familyTeachers from './0032_family_teachers.js';
import * as healthSafety from './0034_health_safety.js';
import * as schoolSettings from './0035_school_settings.js';
import * as teachActivityLibrary from './0036_teach_activity_library.js';
import * as courseware from './0037_courseware.js';
import * as teachEvaluation from './0038_teach_evaluation.js';
import * as mustChangePassword from './0039_must_change_password.js';
import * as homeworkSignIndex from './0040_homework_sign_index.js';
import { migrationContext, type MigrationContext, type SqlDialect } from './dialect.js';

interface MigrationModule {
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
}

/** Numbered migrations in order; a landed migration is never edited, only followed by a new one. */
const migrations: Record<string, MigrationModule> = {
  '0001_core': core,
  '0002_files': files,
  '0003_basic_info': basicInfo,
  '0004_children': children,
  '0005_staff': staff,
  '0006_attendance': attendance,
  '0007_promotion_cards': promotionCards,
  '0008_child_growth': childGrowth,
  '0009_teaching': teaching,
  '0010_teach_research': teachResearch,
  '0011_checkup': checkup,
  '0012_cookbook': cookbook,
  '0013_school_activity': schoolActivity,
  '0014_observation_items': observationItems,
  '0015_daily_care': dailyCare,
  '0016_accounts': accounts,
  '0017_data_scope': dataScope,
  '0018_read_receipts': readReceipts,
  '0019_notices': notices,
  '0020_news': news,
  '0021_teacher_attend': teacherAttend,
  '0022_questionnaires': questionnaires,
  '0023_questionnaire_reminders': questionnaireReminders,
  '0024_teacher_clock_ins': teacherClockIns,
  '0025_shared_state': sharedState,
  '0026_teacher_schedule_by_teacher': teacherScheduleByTeacher,
  '0027_votes': votes,
  '0028_family': family,
  '0029_class_dynamic_moderation': classDynamicModeration,
  '0030_drawbooks_music': drawbooksMusic,
  '0031_teach_plans': teachPlans,
  '0032_family_teachers': familyTeachers,
  '0034_health_safety': healthSafety,
  '0035_school_settings': schoolSettings,
  '0036_teach_activity_library': teachActivityLibrary,
  '0037_courseware': courseware,
  '0038_teach_evaluation': teachEvaluation,
  '0039_must_change_password': mustChangePassword,
  '0040_homework_sign_index': homeworkSignIndex,
};

export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  const context = migrationContext(dialect);
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [name, { up: (db: Kysely<any>) => migration.up(db, context) }]),
  );
}

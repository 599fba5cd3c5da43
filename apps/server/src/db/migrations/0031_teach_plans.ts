import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * Teaching plans (教学管理): the school's activity types; a grade's teaching themes of a semester
 * with their attachments; each class's week plans (one per class and semester week, unique so that
 * two creations at once keep one) with their goals and their activities by day and period, each
 * carrying its class so that a data scope by class confines them; and who approves each grade's
 * plans (审批设置).
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('teach_activity_type'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('teach_activity_type_name_unique', ['school_id', 'name'])
    .execute();

  await withId(db.schema.createTable('teach_theme'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('grade_id', 'integer', (col) => col.notNull().references('grade.id'))
    .addColumn('semester_id', 'integer', (col) => col.notNull().references('semester.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('week_count', 'integer', (col) => col.notNull())
    .addColumn('goals', 'text')
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('teach_theme_grade_index').on('teach_theme').columns(['grade_id', 'semester_id']).execute();

  await withId(db.schema.createTable('teach_theme_file'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('theme_id', 'integer', (col) => col.notNull().references('teach_theme.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('teach_theme_file_index').on('teach_theme_file').columns(['theme_id', 'sort_order']).execute();

  // approve_status 0 草稿, 1 待审批, 2 已通过, 3 已退回.
  await withId(db.schema.createTable('teach_week_plan'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('semester_id', 'integer', (col) => col.notNull().references('semester.id'))
    .addColumn('week_index', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('theme_id', 'integer', (col) => col.references('teach_theme.id'))
    .addColumn('approve_status', 'integer', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('writer_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('submitted_at', 'text')
    .addColumn('approver_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('approved_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('teach_week_plan_week_unique', ['class_id', 'semester_id', 'week_index'])
    .execute();
  await db.schema.createIndex('teach_week_plan_status_index').on('teach_week_plan').columns(['school_id', 'approve_status']).execute();

  await withId(db.schema.createTable('teach_week_goal'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('week_plan_id', 'integer', (col) => col.notNull().references('teach_week_plan.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('teach_week_goal_plan_index').on('teach_week_goal').column('week_plan_id').execute();

  await withId(db.schema.createTable('teach_activity'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('week_plan_id', 'integer', (col) => col.notNull().references('teach_week_plan.id'))
    .addColumn('day_of_week', 'integer', (col) => col.notNull())
    .addColumn('period', 'integer', (col) => col.notNull())
    .addColumn('activity_type_id', 'integer', (col) => col.references('teach_activity_type.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .execute();
  await db.schema.createIndex('teach_activity_plan_index').on('teach_activity').column('week_plan_id').execute();

  // approver_kind 1 the grade's manager, 2 the staff of teach_approver.
  await db.schema
    .createTable('teach_approve_setting')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('grade_id', 'integer', (col) => col.primaryKey().references('grade.id'))
    .addColumn('approver_kind', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('teach_approver')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('grade_id', 'integer', (col) => col.notNull().references('grade.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addPrimaryKeyConstraint('teach_approver_pk', ['grade_id', 'teacher_id'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 安全卫生: epidemic-control activities (防疫活动) for chosen classes with each class's record of a
 * day (one per class and day, unique so that two saves at once keep one) and the children found with
 * a symptom, each row carrying its class for the data scopes; activity safety plans (活动安全) of a
 * school activity or a class's own, with their items, people responsible and material; the school's
 * duty items (值日事项, names unique); emergency types and records (突发事件) with the children, staff
 * and files involved.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // measure_type 1 晨午检, 2 消毒, 3 通风, 4 体温检测, 5 洗手督导, 9 其他.
  await withId(db.schema.createTable('epidemic_activity'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('measure_type', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('epidemic_activity_school_index').on('epidemic_activity').columns(['school_id', 'start_date']).execute();

  await db.schema
    .createTable('epidemic_activity_class')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('epidemic_activity.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addPrimaryKeyConstraint('epidemic_activity_class_pk', ['activity_id', 'class_id'])
    .execute();

  await withId(db.schema.createTable('epidemic_record'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('epidemic_activity.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('record_date', 'text', (col) => col.notNull())
    .addColumn('recorder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('done_time', 'text')
    .addColumn('findings', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('epidemic_record_day_unique', ['activity_id', 'class_id', 'record_date'])
    .execute();

  // symptom 1 发热, 2 咳嗽, 3 流涕, 4 腹泻, 5 呕吐, 6 皮疹, 7 手足口疑似, 9 其他.
  await db.schema
    .createTable('epidemic_record_child')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('epidemic_record.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('school_class.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addColumn('symptom', 'integer', (col) => col.notNull())
    .addColumn('temperature', 'double precision')
    .addColumn('remark', 'text')
    .addPrimaryKeyConstraint('epidemic_record_child_pk', ['record_id', 'child_id'])
    .execute();
  await db.schema.createIndex('epidemic_record_child_child_index').on('epidemic_record_child').column('child_id').execute();

  // activity_kind 1 园所活动 (school_activity_id), 2 班级活动 (class_id, activity_name, activity_date);
  // check_status 1 未检查, 2 检查合格, 3 发现问题.
  await withId(db.schema.createTable('activity_safety'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('activity_kind', 'integer', (col) => col.notNull())
    .addColumn('school_activity_id', 'integer', (col) => col.references('school_activity.id'))
    .addColumn('class_id', 'integer', (col) => col.references('school_class.id'))
    .addColumn('activity_name', 'text')
    .addColumn('activity_date', 'text')
    .addColumn('location', 'text')
    .addColumn('plan_content', 'text', (col) => col.notNull())
    .addColumn('check_status', 'integer', (col) => col.notNull())
    .addColumn('check_result', 'text')
    .addColumn('checker_id', 'integer', (col) => col.references('teacher.id'))
    .addColumn('checked_at', 'text')
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_safety_school_index').on('activity_safety').columns(['school_id', 'activity_kind']).execute();

  await withId(db.schema.createTable('activity_safety_item'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('safety_id', 'integer', (col) => col.notNull().references('activity_safety.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('measure', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('activity_safety_item_index').on('activity_safety_item').columns(['safety_id', 'sort_order']).execute();

  await db.schema
    .createTable('activity_safety_person')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('safety_id', 'integer', (col) => col.notNull().references('activity_safety.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('duty', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('activity_safety_person_pk', ['safety_id', 'teacher_id'])
    .execute();

  await db.schema
    .createTable('activity_safety_file')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('safety_id', 'integer', (col) => col.notNull().references('activity_safety.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('activity_safety_file_pk', ['safety_id', 'file_id'])
    .execute();

  // category 1 安全检查, 2 卫生消毒, 3 保育护理, 9 其他; period 1 入园前 ... 9 全天.
  await withId(db.schema.createTable('duty_item'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'integer', (col) => col.notNull())
    .addColumn('period', 'integer', (col) => col.notNull())
    .addColumn('standard', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('duty_item_name_unique', ['school_id', 'name'])
    .execute();

  await withId(db.schema.createTable('emergency_type'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('emergency_type_name_unique', ['school_id', 'name'])
    .execute();

  // level 1 一般, 2 较大, 3 重大; occurred_at 'YYYY-MM-DD HH:mm' China time; notify_list a JSON array of texts.
  await withId(db.schema.createTable('emergency'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('type_id', 'integer', (col) => col.notNull().references('emergency_type.id'))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('actions', 'text', (col) => col.notNull())
    .addColumn('notify_list', 'text', (col) => col.notNull())
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('emergency_school_index').on('emergency').columns(['school_id', 'occurred_at']).execute();

  await db.schema
    .createTable('emergency_child')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('emergency_id', 'integer', (col) => col.notNull().references('emergency.id'))
    .addColumn('child_id', 'integer', (col) => col.notNull().references('child.id'))
    .addPrimaryKeyConstraint('emergency_child_pk', ['emergency_id', 'child_id'])
    .execute();
  await db.schema
    .createTable('emergency_teacher')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('emergency_id', 'integer', (col) => col.notNull().references('emergency.id'))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addPrimaryKeyConstraint('emergency_teacher_pk', ['emergency_id', 'teacher_id'])
    .execute();
  await db.schema
    .createTable('emergency_file')
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('emergency_id', 'integer', (col) => col.notNull().references('emergency.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('emergency_file_pk', ['emergency_id', 'file_id'])
    .execute();
}

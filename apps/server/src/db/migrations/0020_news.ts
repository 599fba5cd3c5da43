import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * School news (园所新闻): articles of a school with their audience (grade levels and user types as
 * comma lists, the schools of a group it is published to in news_school), a pin that ends by itself
 * at top_end_date, and whether families may comment. Comments may now be edited by their author.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('news'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('author', 'text')
    .addColumn('summary', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('cover_img', 'text')
    .addColumn('banner_img', 'text')
    .addColumn('link_url', 'text')
    .addColumn('limit_grade_level', 'text', (col) => col.notNull())
    .addColumn('limit_user_type', 'text', (col) => col.notNull())
    .addColumn('active_date', 'text', (col) => col.notNull())
    .addColumn('is_allow_share', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_allow_comment', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_publish', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_top', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('top_end_date', 'text')
    .addColumn('adder_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_school_date_index').on('news').columns(['school_id', 'active_date']).execute();

  // The schools of the group an article is published to; school_id is the publisher's.
  await withId(db.schema.createTable('news_school'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('news_id', 'integer', (col) => col.notNull().references('news.id'))
    .addColumn('target_school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addUniqueConstraint('news_school_once_unique', ['news_id', 'target_school_id'])
    .execute();
  await db.schema.createIndex('news_school_target_index').on('news_school').columns(['target_school_id', 'news_id']).execute();

  await db.schema.alterTable('comment').addColumn('updated_at', 'text').execute();
}

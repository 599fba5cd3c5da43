import type { Kysely } from 'kysely';
import type { MigrationContext } from './dialect.js';

/**
 * 教学资源: the school's picture books (绘本), each for a grade level, with a cover picture and pages
 * (pictures in order, or one PDF); and its music (音乐) with the school's own types, the size and
 * length read from each file. Every file is named through a foreign key, which is what keeps a file
 * another record still uses when a book or a piece of music lets it go.
 */
export async function up(db: Kysely<any>, { withId }: MigrationContext): Promise<void> {
  // page_type 1 pictures, 2 one PDF; grade_level 1 托班 to 5 其他.
  await withId(db.schema.createTable('drawbook'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('grade_level', 'integer', (col) => col.notNull())
    .addColumn('author', 'text')
    .addColumn('introduction', 'text')
    .addColumn('cover_file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('page_type', 'integer', (col) => col.notNull())
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('drawbook_school_index').on('drawbook').columns(['school_id', 'created_at']).execute();

  await withId(db.schema.createTable('drawbook_page'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('drawbook_id', 'integer', (col) => col.notNull().references('drawbook.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('order_num', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('drawbook_page_book_index').on('drawbook_page').columns(['drawbook_id', 'order_num']).execute();

  await withId(db.schema.createTable('music_type'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('des', 'text')
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('music_type_school_name_unique', ['school_id', 'name'])
    .execute();

  await withId(db.schema.createTable('music'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('school.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('music_type_id', 'integer', (col) => col.notNull().references('music_type.id'))
    .addColumn('file_id', 'integer', (col) => col.notNull().references('file.id'))
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('total_second', 'integer', (col) => col.notNull())
    .addColumn('adder_id', 'integer', (col) => col.notNull().references('teacher.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('music_school_index').on('music').columns(['school_id', 'created_at']).execute();
  await db.schema.createIndex('music_type_index').on('music').column('music_type_id').execute();
}

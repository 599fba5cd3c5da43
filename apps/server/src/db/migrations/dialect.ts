import { type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** What a migration needs to know of the database it runs on; nothing of the app. */
export interface MigrationContext {
  dialect: SqlDialect;
  /** Adds an auto-numbered integer primary key named `id`. */
  withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
}

export function migrationContext(dialect: SqlDialect): MigrationContext {
  return {
    dialect,
    withId: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()),
  };
}


import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  IdentifierNode,
  JoinNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  QueryNode,
  ReferenceNode,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type DeleteQueryNode,
  type Generated,
  type InsertQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely';
import type { Database } from './schema.js';

const SCHOOL_COLUMN = 'school_id';

/** The tables as a school sees them: the school column is filled in by the scope, never by the caller. */
type SchoolScopedTable<T> = 'schoolId' extends keyof T ? Omit<T, 'schoolId'> & { schoolId: Generated<number> } : T;
export type SchoolScopedDatabase = { [Table in keyof Database]: SchoolScopedTable<Database[Table]> };

/** A database handle whose every read and write is confined to one school. */
export type SchoolDb = Kysely<SchoolScopedDatabase> & { readonly __schoolScoped: true };

/**
 * Scoping by the tables whose rows belong to one school (the modules' manifests name them): every
 * query on them through a handle it makes is confined to that school.
 */
export function schoolScope(schoolTables: ReadonlySet<string>) {
  return function scopeToSchool(db: Kysely<Database>, schoolId: number): SchoolDb {
    if (!Number.isInteger(schoolId) || schoolId <= 0) throw new Error(`invalid school id ${schoolId}`);
    return db.withPlugin(new SchoolScopePlugin(schoolTables, schoolId)) as unknown as SchoolDb;
  };
}

/** Runs `work` in one transaction confined to the same school; inside a transaction already, joins it. */
export function inTransaction<T>(db: SchoolDb, work: (trx: SchoolDb) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx) => work(trx as unknown as SchoolDb));
}

class SchoolScopePlugin implements KyselyPlugin {
  readonly #transformer: SchoolScopeTransformer;

  constructor(schoolTables: ReadonlySet<string>, schoolId: number) {
    this.#transformer = new SchoolScopeTransformer(schoolTables, schoolId);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'RawNode') {
      throw new Error('a raw query cannot be confined to a school: build it with the query builder');
    }
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

class SchoolScopeTransformer extends OperationNodeTransformer {
  readonly #schoolTables: ReadonlySet<string>;
  readonly #schoolId: number;

  constructor(schoolTables: ReadonlySet<string>, schoolId: number) {
    super();
    this.#schoolTables = schoolTables;
    this.#schoolId = schoolId;
  }

  /** The name a school table's rows are referred to by (its alias, if it has one), or undefined for any other table. */
  #schoolTableOf(node: OperationNode): string | undefined {
    if (TableNode.is(node)) {
      const name = node.table.identifier.name;
      return this.#schoolTables.has(name) ? name : undefined;
    }
    if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
      return this.#schoolTables.has(node.node.table.identifier.name) ? node.alias.name : undefined;
    }
    return undefined;
  }

  #belongsToSchool(tableOrAlias: string): OperationNode {
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(SCHOOL_COLUMN), TableNode.create(tableOrAlias)),
      OperatorNode.create('='),
      ValueNode.create(this.#schoolId),
    );
  }

  #scopeJoins(joins: ReadonlyArray<JoinNode> | undefined): ReadonlyArray<JoinNode> | undefined {
    return joins?.map((join) => {
      const table = this.#schoolTableOf(join.table);
      return table ? JoinNode.cloneWithOn(join, this.#belongsToSchool(table)) : join;
    });
  }

  #scopeFroms<T extends SelectQueryNode | DeleteQueryNode | UpdateQueryNode>(
    node: T,
    froms: ReadonlyArray<OperationNode>,
  ): T {
    let scoped = node;
    for (const from of froms) {
      const table = this.#schoolTableOf(from);
      if (table) scoped = QueryNode.cloneWithWhere(scoped, this.#belongsToSchool(table));
    }
    return scoped;
  }

  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    const inner = super.transformSelectQuery(node);
    const joined = { ...inner, joins: this.#scopeJoins(inner.joins) };
    return this.#scopeFroms(joined, inner.from?.froms ?? []);
  }

  protected override transformDeleteQuery(node: DeleteQueryNode): DeleteQueryNode {
    const inner = super.transformDeleteQuery(node);
    const joined = { ...inner, joins: this.#scopeJoins(inner.joins) };
    return this.#scopeFroms(joined, [...inner.from.froms, ...(inner.using?.tables ?? [])]);
  }

  protected override transformUpdateQuery(node: UpdateQueryNode): UpdateQueryNode {
    const inner = super.transformUpdateQuery(node);
    const movesSchool = inner.updates?.some(
      (update) => ColumnNode.is(update.column) && update.column.column.name === SCHOOL_COLUMN,
    );
    if (movesSchool) throw new Error('a row cannot be moved to another school');
    const joined = { ...inner, joins: this.#scopeJoins(inner.joins) };
    return this.#scopeFroms(joined, [...(inner.table ? [inner.table] : []), ...(inner.from?.froms ?? [])]);
  }

  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const inner = super.transformInsertQuery(node);
    if (!inner.into || !this.#schoolTableOf(inner.into)) return inner;
    if (!inner.values || !ValuesNode.is(inner.values) || !inner.columns) {
      throw new Error('rows of a school table are inserted with values(), so that their school is set');
    }
    const position = inner.columns.findIndex((column) => column.column.name === SCHOOL_COLUMN);
    const columns = position >= 0 ? inner.columns : [...inner.columns, ColumnNode.create(SCHOOL_COLUMN)];
    const rows = inner.values.values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        const values = [...row.values];
        values[position >= 0 ? position : values.length] = this.#schoolId;
        return PrimitiveValueListNode.create(values);
      }
      const values: OperationNode[] = [...row.values];
      values[position >= 0 ? position : values.length] = ValueNode.create(this.#schoolId);
      return ValueListNode.create(values);
    });
    return { ...inner, columns, values: ValuesNode.create(rows) };
  }
}

import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  IdentifierNode,
  JoinNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  QueryNode,
  ReferenceNode,
  SelectionNode,
  SelectQueryNode,
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
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely';
import { notAllowed } from '../core/errors.js';
import { markForCompile, type CompileTimeTransform } from './compiled-queries.js';
import type { Database } from './schema.js';

const SCHOOL_COLUMN = 'school_id';
const CHILD_TABLE = 'child';
const CHILD_CLASS_COLUMN = 'class_id';

/**
 * How a school's table belongs to a class, for data scopes narrower than the school (数据范围): by a
 * column naming the class (the class table by its own id), or by a column naming a child, whose
 * current class decides. Columns by their SQL names.
 */
export type ClassOwnership = { classColumn: string } | { childColumn: string };

/** The tables as a school sees them: the school column is filled in by the scope, never by the caller. */
type SchoolScopedTable<T> = 'schoolId' extends keyof T ? Omit<T, 'schoolId'> & { schoolId: Generated<number> } : T;
export type SchoolScopedDatabase = { [Table in keyof Database]: SchoolScopedTable<Database[Table]> };

/** A database handle whose every read and write is confined to one school. */
export type SchoolDb = Kysely<SchoolScopedDatabase> & { readonly __schoolScoped: true };

/** Which rows a handle reaches: one school's, and of those, when a data scope narrows it, the records of some classes. */
interface Reach {
  schoolId: number;
  /** null: every class of the school. */
  classes: ReadonlySet<number> | null;
}

/**
 * Scoping by the tables whose rows belong to one school (the modules' manifests name them): every
 * query on them through a handle it makes is confined to that school; given the classes a data
 * scope reaches, every query on a class-owned table is confined to their records too, and a write
 * naming another class is refused. A row owned through a child is inserted by a service that has
 * read the child through the same handle first.
 */
export function schoolScope(schoolTables: ReadonlySet<string>, classOwned: ReadonlyMap<string, ClassOwnership>) {
  return function scopeToSchool(db: Kysely<Database>, schoolId: number, classes: ReadonlySet<number> | null = null): SchoolDb {
    if (!Number.isInteger(schoolId) || schoolId <= 0) throw new Error(`invalid school id ${schoolId}`);
    const reach = { schoolId, classes };
    return db.withPlugin(new SchoolScopePlugin(schoolTables, classOwned, reach)) as unknown as SchoolDb;
  };
}

/** Runs `work` in one transaction confined to the same school; inside a transaction already, joins it. */
export function inTransaction<T>(db: SchoolDb, work: (trx: SchoolDb) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx) => work(trx as unknown as SchoolDb));
}

class SchoolScopePlugin implements KyselyPlugin {
  readonly #compileTime: CompileTimeTransform;

  constructor(schoolTables: ReadonlySet<string>, classOwned: ReadonlyMap<string, ClassOwnership>, reach: Reach) {
    const classes = reach.classes && [...reach.classes];
    this.#compileTime = {
      // The school first, then the classes in reach: the scope's values, bound like the query's own.
      values: [reach.schoolId, ...(classes ?? [])],
      shapeKey: classes ? `classes:${classes.length}` : 'school',
      // A write naming a class is checked against the classes in reach, value by value.
      reusable: (node) => classes === null || (node.kind !== 'InsertQueryNode' && node.kind !== 'UpdateQueryNode'),
      transform: (node, [schoolId, ...classValues]) => {
        const valuesReach = { schoolId: schoolId as number, classes: classes && new Set(classValues as number[]) };
        return new SchoolScopeTransformer(schoolTables, classOwned, valuesReach).transformNode(node);
      },
    };
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'RawNode') {
      throw new Error('a raw query cannot be confined to a school: build it with the query builder');
    }
    return markForCompile(node, this.#compileTime);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

class SchoolScopeTransformer extends OperationNodeTransformer {
  readonly #schoolTables: ReadonlySet<string>;
  readonly #classOwned: ReadonlyMap<string, ClassOwnership>;
  readonly #reach: Reach;

  constructor(schoolTables: ReadonlySet<string>, classOwned: ReadonlyMap<string, ClassOwnership>, reach: Reach) {
    super();
    this.#schoolTables = schoolTables;
    this.#classOwned = classOwned;
    this.#reach = reach;
  }

  /** A school table's name and the name its rows are referred to by (its alias, if it has one); undefined for any other table. */
  #schoolTableOf(node: OperationNode): { table: string; ref: string } | undefined {
    if (TableNode.is(node)) {
      const table = node.table.identifier.name;
      return this.#schoolTables.has(table) ? { table, ref: table } : undefined;
    }
    if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
      const table = node.node.table.identifier.name;
      return this.#schoolTables.has(table) ? { table, ref: node.alias.name } : undefined;
    }
    return undefined;
  }

  /** The classes the handle reaches and how the table belongs to one, when a data scope narrows it. */
  #classOwnershipOf(table: string): { classes: ReadonlySet<number>; ownership: ClassOwnership } | undefined {
    const ownership = this.#classOwned.get(table);
    return ownership && this.#reach.classes ? { classes: this.#reach.classes, ownership } : undefined;
  }

  #belongsToSchool({ table, ref }: { table: string; ref: string }): OperationNode {
    const school = BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(SCHOOL_COLUMN), TableNode.create(ref)),
      OperatorNode.create('='),
      ValueNode.create(this.#reach.schoolId),
    );
    const owned = this.#classOwnershipOf(table);
    return owned ? AndNode.create(school, this.#withinClasses(ref, owned.ownership, owned.classes)) : school;
  }

  #withinClasses(ref: string, ownership: ClassOwnership, classes: ReadonlySet<number>): OperationNode {
    // `IN (NULL)` holds for no row: a scope reaching no class sees nothing, in either dialect.
    const classList = PrimitiveValueListNode.create(classes.size > 0 ? [...classes] : [null]);
    if ('classColumn' in ownership) {
      return BinaryOperationNode.create(ReferenceNode.create(ColumnNode.create(ownership.classColumn), TableNode.create(ref)), OperatorNode.create('in'), classList);
    }
    const childrenOfClasses = QueryNode.cloneWithWhere(
      SelectQueryNode.cloneWithSelections(SelectQueryNode.createFrom([TableNode.create(CHILD_TABLE)]), [
        SelectionNode.create(ReferenceNode.create(ColumnNode.create('id'), TableNode.create(CHILD_TABLE))),
      ]),
      BinaryOperationNode.create(ReferenceNode.create(ColumnNode.create(CHILD_CLASS_COLUMN), TableNode.create(CHILD_TABLE)), OperatorNode.create('in'), classList),
    );
    return BinaryOperationNode.create(ReferenceNode.create(ColumnNode.create(ownership.childColumn), TableNode.create(ref)), OperatorNode.create('in'), childrenOfClasses);
  }

  /** A write may name only classes the handle reaches. */
  #assertClassInReach(table: string, column: string, value: OperationNode | unknown): void {
    const owned = this.#classOwnershipOf(table);
    if (!owned || !('classColumn' in owned.ownership) || owned.ownership.classColumn !== column) return;
    const classId = typeof value === 'object' && value !== null && ValueNode.is(value as OperationNode) ? (value as ValueNode).value : value;
    if (!owned.classes.has(Number(classId))) throw notAllowed('不能操作您数据范围以外的班级');
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
    const target = inner.table && this.#schoolTableOf(inner.table);
    for (const update of target ? (inner.updates ?? []) : []) {
      if (ColumnNode.is(update.column)) this.#assertClassInReach(target!.table, update.column.column.name, update.value);
    }
    const joined = { ...inner, joins: this.#scopeJoins(inner.joins) };
    return this.#scopeFroms(joined, [...(inner.table ? [inner.table] : []), ...(inner.from?.froms ?? [])]);
  }

  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const inner = super.transformInsertQuery(node);
    const into = inner.into && this.#schoolTableOf(inner.into);
    if (!into) return inner;
    if (!inner.values || !ValuesNode.is(inner.values) || !inner.columns) {
      throw new Error('rows of a school table are inserted with values(), so that their school is set');
    }
    const rows = inner.values.values;
    inner.columns.forEach((column, index) => {
      for (const row of rows) this.#assertClassInReach(into.table, column.column.name, row.values[index]);
    });
    const position = inner.columns.findIndex((column) => column.column.name === SCHOOL_COLUMN);
    const columns = position >= 0 ? inner.columns : [...inner.columns, ColumnNode.create(SCHOOL_COLUMN)];
    const scopedRows = rows.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        const values = [...row.values];
        values[position >= 0 ? position : values.length] = this.#reach.schoolId;
        return PrimitiveValueListNode.create(values);
      }
      const values: OperationNode[] = [...row.values];
      values[position >= 0 ? position : values.length] = ValueNode.create(this.#reach.schoolId);
      return ValueListNode.create(values);
    });
    return { ...inner, columns, values: ValuesNode.create(scopedRows) };
  }
}

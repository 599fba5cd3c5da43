import {
  CamelCasePlugin,
  type CompiledQuery,
  type Dialect,
  type Driver,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryCompiler,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Turning a query into SQL costs more than running a paged query: the builder's tree is walked by
 * the camel-case and school-scope transforms, each cloning it, then compiled. Repositories build
 * the same few hundred shapes over and over with other values, so each shape is transformed and
 * compiled once and later queries of that shape only bind their values.
 *
 * A shape is the tree with its values taken out. To learn where each value lands among the compiled
 * parameters (transforms add their own, such as the school id), the first query of a shape is compiled
 * with stand-ins in place of its values and of the transform's values, and the parameter list it
 * yields becomes a recipe for binding.
 */

/** What a handle adds to its queries when they are compiled, given through `markForCompile`. */
export interface CompileTimeTransform {
  /** The transform's own values, in the order `transform` takes their stand-ins. */
  readonly values: readonly unknown[];
  /** What besides the tree decides the SQL (e.g. how many classes a scope lists). */
  readonly shapeKey: string;
  /** Whether this query compiles to the same SQL for any values; false when the transform checks them. */
  reusable(node: RootOperationNode): boolean;
  transform(node: RootOperationNode, values: readonly unknown[]): RootOperationNode;
}

const transforms = new WeakMap<RootOperationNode, CompileTimeTransform>();

/**
 * For a plugin: hands `transform` to the compiler instead of transforming now. Subqueries are
 * compiled as part of their outer query, so the outermost query's transform covers them, once.
 */
export function markForCompile(node: RootOperationNode, transform: CompileTimeTransform): RootOperationNode {
  const marked = Object.freeze({ ...node });
  transforms.set(marked, transform);
  return marked;
}

class StandIn {
  constructor(readonly source: number) {}
}

/** Where each compiled parameter comes from: a query value (index ≥ 0), a transform value (-1 - index), or a constant. */
type ParameterSource = number | { constant: unknown };

interface Template {
  sql: string;
  sources: ParameterSource[];
}

/** Queries with more values than this (bulk inserts) are compiled afresh: their shapes rarely repeat. */
const MAX_VALUES = 200;
const CACHED_SHAPES = 1000;
const REUSABLE_KINDS = new Set(['SelectQueryNode', 'InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'RawNode']);

type TreeNode = { readonly [key: string]: unknown };
const isValueNode = (node: TreeNode) => node.kind === 'ValueNode' && !node.immediate;
const isValueList = (node: TreeNode) => node.kind === 'PrimitiveValueListNode';

/** Names, kinds and SQL fragments as numbers, so that hashing a tree never rehashes its strings. */
const tokens = new Map<string, number>();
const MAX_TOKENS = 100_000;

function tokenOf(text: string): number {
  let token = tokens.get(text);
  if (token !== undefined) return token;
  if (tokens.size >= MAX_TOKENS) {
    token = 0x811c9dc5;
    for (let index = 0; index < text.length; index += 1) token = Math.imul(token ^ text.charCodeAt(index), 16777619);
    return token;
  }
  token = tokens.size + 1;
  tokens.set(text, token);
  return token;
}

/**
 * A 64-bit hash of a tree's shape, in two lanes, with its values collected in the order of the walk.
 * A whole tree is hashed in a fraction of what one transform of it costs; a string of the shape
 * would cost more than the transforms it saves. Two shapes hashing alike would share their SQL: with
 * the value count in the key and a thousand shapes cached, the odds are below one in 10^13.
 */
class ShapeHash {
  low = 0x811c9dc5;
  high = 0x6b43a9b5;
  readonly values: unknown[] = [];

  add(token: number): void {
    this.low = Math.imul(this.low ^ token, 16777619);
    this.high = Math.imul((this.high ^ token) + 0x9e3779b9, 0x5bd1e995) ^ (this.high >>> 15);
  }

  walk(item: unknown): void {
    switch (typeof item) {
      case 'undefined':
        return;
      case 'string':
        this.add(tokenOf(item));
        return;
      case 'object':
        if (item === null) this.add(-1);
        else if (Array.isArray(item)) this.#walkList(item);
        else this.#walkNode(item as TreeNode);
        return;
      default:
        this.add(tokenOf(`${typeof item}:${String(item)}`));
    }
  }

  #walkList(items: readonly unknown[]): void {
    this.add(-2 - items.length);
    for (const item of items) this.walk(item);
  }

  #walkNode(node: TreeNode): void {
    if (isValueNode(node)) {
      this.values.push(node.value);
      this.add(-3);
      return;
    }
    if (isValueList(node)) {
      const values = node.values as unknown[];
      for (const value of values) this.values.push(value);
      this.add(-1000 - values.length);
      return;
    }
    for (const key in node) {
      const value = node[key];
      if (value === undefined) continue;
      this.add(tokenOf(key));
      this.walk(value);
    }
    this.add(-4);
  }

  get key(): string {
    return `${this.low}:${this.high}:${this.values.length}`;
  }
}

/** The tree with stand-ins for its values, met in the order `ShapeHash` meets them. */
function withStandIns(item: unknown, next: { index: number }): unknown {
  if (item === null || typeof item !== 'object') return item;
  if (Array.isArray(item)) return item.map((element) => withStandIns(element, next));
  const node = item as TreeNode;
  if (isValueNode(node)) return { ...node, value: new StandIn(next.index++) };
  if (isValueList(node)) return { ...node, values: (node.values as unknown[]).map(() => new StandIn(next.index++)) };
  const copy: Record<string, unknown> = {};
  for (const key in node) copy[key] = withStandIns(node[key], next);
  return copy;
}

/**
 * Names for the SQL of the shapes compiled once, so that PostgreSQL parses and plans each once per
 * connection (a named prepared statement) instead of for every query. A name always means the same
 * SQL; the number named is bounded, since each connection keeps what it prepared.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2000;

export const statementNameOf = (sql: string): string | undefined => statementNames.get(sql);

function nameStatement(sql: string): void {
  if (!statementNames.has(sql) && statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(sql, `yuanwu_${statementNames.size + 1}`);
}

function bind(template: Template, values: readonly unknown[], transformValues: readonly unknown[]): unknown[] {
  return template.sources.map((source) => {
    if (typeof source !== 'number') return source.constant;
    return source >= 0 ? values[source] : transformValues[-1 - source];
  });
}

/** The compiler in front of the dialect's: camel case to snake case, the handle's transform, then SQL, once per shape. */
class CachingCompiler implements QueryCompiler {
  readonly #templates = new Map<string, Template>();

  constructor(
    private readonly inner: QueryCompiler,
    private readonly toSnakeCase: (node: RootOperationNode) => RootOperationNode,
  ) {}

  compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    const transform = transforms.get(node);
    const reusable = REUSABLE_KINDS.has(node.kind) && (transform?.reusable(node) ?? true);
    const shape = reusable ? new ShapeHash() : undefined;
    shape?.walk(node);
    if (!shape || shape.values.length > MAX_VALUES) {
      const snake = this.toSnakeCase(node);
      return this.inner.compileQuery(transform ? transform.transform(snake, transform.values) : snake, queryId);
    }
    const key = transform ? `${transform.shapeKey}:${shape.key}` : shape.key;
    let template = this.#templates.get(key);
    if (template) {
      // Least recently used goes first: a hit moves to the end.
      this.#templates.delete(key);
    } else {
      template = this.#template(node, transform, queryId);
      if (this.#templates.size >= CACHED_SHAPES) this.#templates.delete(this.#templates.keys().next().value!);
    }
    this.#templates.set(key, template);
    return Object.freeze({ query: node, queryId, sql: template.sql, parameters: bind(template, shape.values, transform?.values ?? []) });
  }

  #template(node: RootOperationNode, transform: CompileTimeTransform | undefined, queryId: QueryId): Template {
    const standIns = this.toSnakeCase(withStandIns(node, { index: 0 }) as RootOperationNode);
    const transformStandIns = (transform?.values ?? []).map((_, index) => new StandIn(-1 - index));
    const compiled = this.inner.compileQuery(transform ? transform.transform(standIns, transformStandIns) : standIns, queryId);
    const sources = compiled.parameters.map((parameter) => (parameter instanceof StandIn ? parameter.source : { constant: parameter }));
    nameStatement(compiled.sql);
    return { sql: compiled.sql, sources };
  }
}

/**
 * Query names in camelCase, columns in snake_case: rows come back camel-cased by the plugin, and
 * queries are snake-cased by the caching compiler (the plugin's own query transform would redo it
 * for every query).
 */
class RowsToCamelCase implements KyselyPlugin {
  readonly #camelCase = new CamelCasePlugin();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return this.#camelCase.transformResult(args);
  }
}

/** A dialect whose queries are compiled once per shape, with the camel-case mapping; the plugins a Kysely over it takes. */
export function compilingOncePerShape(dialect: Dialect): { dialect: Dialect; plugins: KyselyPlugin[] } {
  const snakeCase = new CamelCasePlugin();
  const toSnakeCase = (node: RootOperationNode) => snakeCase.transformQuery({ node, queryId: { queryId: '' } });
  return {
    dialect: {
      createDriver: (): Driver => dialect.createDriver(),
      createQueryCompiler: () => new CachingCompiler(dialect.createQueryCompiler(), toSnakeCase),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
    },
    plugins: [new RowsToCamelCase()],
  };
}


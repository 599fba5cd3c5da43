import { ErrorCode } from '@yuanwu/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { constraintRefusal, UNIQUE_INDEX_ANSWERS } from './constraint-violations.js';

/**
 * Story: ten people press 保存 at once on a new class with one name. Each call finds the name free,
 * then all ten insert; the database keeps one row and refuses the rest. Those nine must hear what the
 * check would have told them (2000155 班级名称重复), never -1.
 */
const RACERS = 10;

describe.each(testDialects)('racing writes of one unique name on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let yearId: number;
  let gradeId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login(t.people.adminA.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    ({ gradeId } = await t.make.classWithChild(t.schools.schoolA, yearId));
    // Connections opened now, so that the racers meet at the name check rather than queue for a connection.
    await Promise.all(Array.from({ length: RACERS }, () => t.call('GET', '/javaApi/post/getPostList', { token })));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The answer codes of RACERS identical calls sent together, in order, and the fields the refusals name. */
  async function race(url: string, body: Record<string, unknown>): Promise<{ codes: unknown[]; fields: Set<unknown> }> {
    const answers = await Promise.all(Array.from({ length: RACERS }, () => t.call('POST', url, { token, body })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(RACERS).fill(200));
    const refusals = answers.filter((answer) => (answer.body.code ?? answer.body.ErrorCode) !== ErrorCode.SUCCESS);
    return {
      codes: answers.map((answer) => answer.body.code ?? answer.body.ErrorCode).sort(),
      fields: new Set(refusals.map((answer) => answer.body.field ?? answer.body.ErrorField)),
    };
  }

  const oneWinner = (loserCode: number) => [ErrorCode.SUCCESS, ...Array(RACERS - 1).fill(loserCode)].sort();

  it('keeps one class and answers the others 2000155', async () => {
    expect(await race('/javaApi/class/addClass', { yearId, gradeId, className: '大二班' })).toEqual({
      codes: oneWinner(ErrorCode.CLASS_NAME_REPEATED),
      fields: new Set(['className']),
    });
    const rows = await t.db.selectFrom('schoolClass').select('id').where('schoolYearId', '=', yearId).where('name', '=', '大二班').execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one grade and answers the others 2000157', async () => {
    expect((await race('/javaApi/grade/addGrade', { yearId, gradeName: '大班', gradeLevel: 4 })).codes).toEqual(oneWinner(ErrorCode.GRADE_NAME_ERROR));
  });

  it('keeps one post and one department, and answers the others 1000001, in both families', async () => {
    expect((await race('/javaApi/post/addPost', { postName: '保健医' })).codes).toEqual(oneWinner(ErrorCode.INVALID_PARAMS));
    expect(await race('/api/Teacher4/AddDepartment', { DepartmentName: '后勤部' })).toEqual({ codes: oneWinner(ErrorCode.INVALID_PARAMS), fields: new Set(['DepartmentName']) });
    const posts = await t.db.selectFrom('post').select('id').where('schoolId', '=', t.schools.schoolA).where('name', '=', '保健医').execute();
    expect(posts).toHaveLength(1);
  });

  it('reads the driver’s own violation, whatever the service checked before', async () => {
    const duplicate = () => t.db.insertInto('post').values({ schoolId: t.schools.schoolA, name: '门卫', sortOrder: 0 }).execute();
    await duplicate();
    const error = await duplicate().catch((caught: unknown) => caught);
    expect(constraintRefusal(error)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '职务名称已存在', field: 'postName' });
    expect(constraintRefusal(new Error('database on fire'))).toBeUndefined();
  });

  it('names only unique indexes the schema has, on those columns', async () => {
    for (const [index, { table, columns }] of Object.entries(UNIQUE_INDEX_ANSWERS)) {
      expect(await uniqueIndexesOn(t, table), index).toContainEqual(dialect === 'postgres' ? { index, columns } : { index: expect.any(String), columns });
    }
  });
});

/** The unique indexes of a table with their columns in order (SQLite names a table constraint's index itself). */
async function uniqueIndexesOn(t: TestApp, table: string): Promise<{ index: string; columns: string[] }[]> {
  if (t.dialect === 'postgres') {
    const { rows } = await sql<{ index: string; definition: string }>`
      select indexname as index, indexdef as definition from pg_indexes where tablename = ${table} and indexdef like 'CREATE UNIQUE INDEX%'`.execute(t.db);
    return rows.map(({ index, definition }) => ({ index, columns: /\(([^)]*)\)/.exec(definition)![1]!.split(', ') }));
  }
  const { rows } = await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${table})`.execute(t.db);
  return Promise.all(
    rows
      .filter((row) => row.unique === 1)
      .map(async ({ name }) => {
        const info = await sql<{ name: string }>`select name from pragma_index_info(${name}) order by seqno`.execute(t.db);
        return { index: name, columns: info.rows.map((column) => column.name) };
      }),
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeToSchool } from '../../module-list.js';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readReceiptService } from './read-receipt.service.js';
import { ReaderType } from './read-receipt.table.js';

describe.each(testDialects)('read receipts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const notice = (targetId: number) => ({ targetType: 'notice', targetId });

  it('keeps the first read of each reader, even when two servers record it at once', async () => {
    const receipts = readReceiptService({ clock: t.clock });
    const schoolA = scopeToSchool(t.db, t.schools.schoolA);
    const teacher = { readerType: ReaderType.TEACHER, readerId: t.people.teacherA.id };
    await Promise.all([receipts.recordRead(schoolA, notice(1), teacher), receipts.recordRead(schoolA, notice(1), teacher)]);
    const firstRead = (await receipts.readersOf(schoolA, notice(1)))[0]?.readAt;
    t.clock.advance(60);
    await receipts.recordRead(schoolA, notice(1), teacher);
    await receipts.recordRead(schoolA, notice(1), { readerType: ReaderType.PARENT, readerId: t.people.teacherA.id });

    const readers = await receipts.readersOf(schoolA, notice(1));
    expect(readers).toHaveLength(2);
    expect(readers[0]).toEqual({ ...teacher, readAt: firstRead });
    expect(await receipts.readCounts(schoolA, 'notice', [1, 2])).toEqual(new Map([[1, 2], [2, 0]]));
  });

  it('counts a school’s readers only, and forgets them with their content', async () => {
    const receipts = readReceiptService({ clock: t.clock });
    const schoolA = scopeToSchool(t.db, t.schools.schoolA);
    const schoolB = scopeToSchool(t.db, t.schools.schoolB);
    await receipts.recordRead(schoolA, notice(3), { readerType: ReaderType.TEACHER, readerId: t.people.adminA.id });
    expect(await receipts.readCounts(schoolB, 'notice', [3])).toEqual(new Map([[3, 0]]));
    expect(await receipts.readersOf(schoolB, notice(3))).toEqual([]);

    await receipts.forget(schoolA, notice(3));
    expect(await receipts.readCounts(schoolA, 'notice', [3])).toEqual(new Map([[3, 0]]));
  });
});

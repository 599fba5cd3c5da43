import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s 操作日志 on %s', (dialect) => {
  const demo = demoForTests(dialect);

  it('shows a few dozen changes by the staff over the last weeks, each on a declared call and a record', async () => {
    const page = await demo.data('/javaApi/auditLog/getList', { pageSize: '100' });
    expect(page.total).toBeGreaterThan(25);
    const rows = page.list as { teacherName: string | null; operation: string; callId: string; moduleCode: string | null; targetIds: number[]; createdAt: string }[];
    expect(rows.every((row) => row.teacherName && row.moduleCode && row.operation !== row.callId && row.targetIds.length === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.teacherName)).size).toBeGreaterThan(2);
    expect(new Set(rows.map((row) => row.createdAt.slice(0, 10))).size).toBeGreaterThan(5);
    // A device's entry names a device of the school's register.
    const device = rows.find((row) => row.callId === 'device.updateDevice')!;
    const detail = await demo.body('/api/Device/GetDeviceForUpdate', { deviceId: String(device.targetIds[0]) });
    expect(detail.ResponseStatus).toBe(1);
    const operators = await demo.data('/javaApi/auditLog/getOperatorList');
    expect(operators.length).toBeGreaterThan(2);
  });
});

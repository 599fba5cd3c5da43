import { newPassword, phoneNumber } from '@yuanwu/shared';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { createSchoolWithAdmin } from '../seed/first-admin.js';

/**
 * npm run create-admin -- --school 阳光幼儿园 --name 张园长 --phone 13812345678
 * The password is read from ADMIN_PASSWORD so that it stays out of the shell history. The
 * administrator chooses it, so it is theirs, not a temporary one: no change is asked at first sign-in.
 */
const { values } = parseArgs({ options: { school: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } } });
const input = z
  .object({ schoolName: z.string().min(1, '缺少 --school'), name: z.string().min(1, '缺少 --name'), phone: phoneNumber(), password: newPassword() })
  .safeParse({ schoolName: values.school, name: values.name, phone: values.phone, password: process.env.ADMIN_PASSWORD });
if (!input.success) {
  console.error(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  console.error('用法: ADMIN_PASSWORD=... npm run create-admin -- --school 园所名称 --name 姓名 --phone 手机号');
  process.exit(1);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, sqliteFile: path.join(config.dataDir, 'yuanwu.sqlite') });
await migrateToLatest(database);
const created = await createSchoolWithAdmin(database.db, input.data, config.passwordCost);
console.log(`已创建园所 #${created.schoolId} 与管理员 #${created.teacherId}（${input.data.phone}）`);
await database.destroy();

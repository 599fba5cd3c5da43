import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleXlsx, sampleXlsxBomb, zipOf } from '../../test/sample-files.js';
import { zipHazard } from './zip-inspection.js';

describe('the zip inspection of Office files', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'yuanwu-zip-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const hazardOf = async (bytes: Buffer, limits?: Parameters<typeof zipHazard>[1]) => {
    const file = path.join(folder, `${Math.random().toString(36).slice(2)}.xlsx`);
    await writeFile(file, bytes);
    return zipHazard(file, limits);
  };

  it('lets a real workbook through', async () => {
    expect(await hazardOf(await sampleXlsx())).toBeUndefined();
  });

  it('refuses an entry that unpacks a thousand times larger than it is packed', async () => {
    const bomb = sampleXlsxBomb(20 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await hazardOf(bomb)).toBe('文件压缩比异常，疑似压缩炸弹');
  });

  it('reads a zip already in memory the same way', async () => {
    expect(await zipHazard(await sampleXlsx())).toBeUndefined();
    expect(await zipHazard(sampleXlsxBomb(20 * 1024 * 1024))).toBe('文件压缩比异常，疑似压缩炸弹');
  });

  it('refuses more entries than a workbook has', async () => {
    const entries = Array.from({ length: 30 }, (_, index) => ({ name: `xl/part${index}.xml`, data: Buffer.from('<x/>') }));
    expect(await hazardOf(zipOf(entries), { maxEntries: 20, maxUnpackedBytes: 1024 * 1024, maxRatio: 100 })).toMatch(/30 个条目/);
  });

  it('refuses a total unpacked size over the limit, even when each entry compresses modestly', async () => {
    const entries = Array.from({ length: 3 }, (_, index) => ({ name: `xl/sheet${index}.xml`, data: Buffer.from('x'.repeat(400_000)) }));
    expect(await hazardOf(zipOf(entries), { maxEntries: 100, maxUnpackedBytes: 1024 * 1024, maxRatio: 10_000 })).toMatch(/解压后超过 1MB/);
  });

  it('refuses a file without a central directory', async () => {
    expect(await hazardOf(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('文件已损坏或不是有效的 Office 文件');
  });

  it('refuses ZIP64, which no Office file needs', async () => {
    const zip = zipOf([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    zip.writeUInt32LE(0xffffffff, zip.length - 22 + 16);
    expect(await hazardOf(zip)).toMatch(/ZIP64/);
  });
});

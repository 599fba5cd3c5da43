import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyingXlsxBomb, sampleXlsx, sampleXlsxBomb, zipOf } from '../test/sample-files.js';
import { zipHazard } from './zip-inspection.js';

const NOT_A_ZIP = '文件已损坏或不是有效的 Office 文件';

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

  it('refuses an entry that inflates past the size it claims, though the claim is within every limit', async () => {
    const bomb = lyingXlsxBomb(300);
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(await hazardOf(bomb)).toBe('文件解压后过大，疑似压缩炸弹');
    expect(await zipHazard(bomb)).toBe('文件解压后过大，疑似压缩炸弹');
  });

  it('refuses an entry whose data does not inflate', async () => {
    const zip = zipOf([{ name: 'xl/sheet.xml', data: Buffer.from('<x/>'.repeat(1000)) }]);
    zip.fill(0xff, 30 + 'xl/sheet.xml'.length, 40 + 'xl/sheet.xml'.length);
    expect(await hazardOf(zip)).toBe(NOT_A_ZIP);
  });

  describe('reads the entries JSZip (ExcelJS) would read, or refuses', () => {
    const twoEntries = () => zipOf([{ name: 'a.xml', data: randomBytes(10_000) }, { name: 'b.xml', data: Buffer.from('<b/>') }]);
    const endAt = (zip: Buffer) => zip.length - 22;

    it('an entry after those the end record counts', async () => {
      const zip = twoEntries();
      zip.writeUInt16LE(1, endAt(zip) + 8);
      zip.writeUInt16LE(1, endAt(zip) + 10);
      expect(await hazardOf(zip)).toBe(NOT_A_ZIP);
    });

    it('a directory elsewhere than right before its end record', async () => {
      const zip = twoEntries();
      const gap = Buffer.concat([zip.subarray(0, endAt(zip)), Buffer.alloc(12), zip.subarray(endAt(zip))]);
      expect(await hazardOf(gap)).toBe(NOT_A_ZIP);
    });

    it('entries that share their bytes, each of which would be inflated again', async () => {
      const zip = twoEntries();
      const directory = zip.readUInt32LE(endAt(zip) + 16);
      const second = directory + 46 + 'a.xml'.length;
      zip.copy(zip, second + 20, directory + 20, directory + 28);
      zip.writeUInt32LE(0, second + 42);
      expect(await hazardOf(zip)).toBe(NOT_A_ZIP);
    });
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
    expect(await hazardOf(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe(NOT_A_ZIP);
  });

  it('refuses ZIP64, which no Office file needs', async () => {
    const zip = zipOf([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    zip.writeUInt32LE(0xffffffff, zip.length - 22 + 16);
    expect(await hazardOf(zip)).toMatch(/ZIP64/);
  });
});

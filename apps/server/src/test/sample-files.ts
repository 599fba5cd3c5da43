import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { wavFile } from '../modules/files/index.js';

/**
 * Real files for the tests, made on the spot: the right leading bytes and structure for content
 * detection, padded with random bytes to the size a test needs.
 */

const padded = (head: Buffer, size: number) => Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_OVERHEAD = PNG_SIGNATURE.length + 25 + 12 + 12;

/** A PNG of exactly `size` bytes: a 1×1 header, then random image data, then the end chunk. */
export function samplePng(size: number): Buffer {
  const header = pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]));
  const data = pngChunk('IDAT', randomBytes(Math.max(0, size - PNG_OVERHEAD)));
  return Buffer.concat([PNG_SIGNATURE, header, data, pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG start-of-image and JFIF marker, then random bytes. */
export function sampleJpeg(size: number): Buffer {
  return padded(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0')]), size);
}

/** An ISO media file with the `isom` brand: an MP4 as far as any detection goes. */
export function sampleMp4(size: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  return padded(ftyp, size);
}

/** A Windows program: what a `.jpg` from a stranger sometimes is. */
export function sampleExe(size: number): Buffer {
  return padded(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]), size);
}

/** A PDF as far as any detection goes: its header line, then random bytes. */
export function samplePdf(size: number): Buffer {
  return padded(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), size);
}

/** A real WAV of `seconds` of a 440 Hz tone (16-bit mono, 8 000 Hz): its length is in its header. */
export function sampleWav(seconds: number): Buffer {
  const rate = 8000;
  return wavFile(Float32Array.from({ length: Math.round(seconds * rate) }, (_, index) => Math.sin((2 * Math.PI * 440 * index) / rate)), rate);
}

/**
 * A real MP3 of `seconds` of silence: MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, mono) without a
 * length header, so that its length is only known by counting its frames.
 */
export function sampleMp3(seconds: number): Buffer {
  const FRAME_BYTES = 417;
  const frame = Buffer.alloc(FRAME_BYTES);
  Buffer.from([0xff, 0xfb, 0x90, 0xc4]).copy(frame);
  return Buffer.concat(Array.from({ length: Math.round((seconds * 44_100) / 1152) }, () => frame));
}

export async function sampleXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('常规活动');
  sheet.addRow(['活动名称', '开始日期']);
  sheet.addRow(['晨间锻炼', '2026-11-02']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const DEFLATE = 8;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** An entry written as given: deflated bytes, and the size it claims to unpack to, true or not. */
export interface LyingZipEntry {
  name: string;
  packed: Buffer;
  claimedBytes: number;
}

/** A zip of deflated entries, written field by field as the format says. */
export function zipOf(entries: (ZipEntry | LyingZipEntry)[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = 'packed' in entry ? entry.packed : deflateRawSync(entry.data);
    // Method, time, date, CRC, sizes: the same run of fields in the local and the central header.
    const sizes = Buffer.alloc(18);
    sizes.writeUInt16LE(DEFLATE, 0);
    sizes.writeUInt32LE('data' in entry ? crc32(entry.data) : 0, 6);
    sizes.writeUInt32LE(packed.length, 10);
    sizes.writeUInt32LE('data' in entry ? entry.data.length : entry.claimedBytes, 14);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    sizes.copy(local, 8);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    sizes.copy(central, 10);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const SPREADSHEET_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';

const workbookParts = (): ZipEntry[] => [
  { name: '[Content_Types].xml', data: Buffer.from(SPREADSHEET_CONTENT_TYPES) },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

/** Looks like a workbook, but one entry unpacks to `unpackedBytes` of zeros: a zip bomb. */
export function sampleXlsxBomb(unpackedBytes: number): Buffer {
  return zipOf([...workbookParts(), { name: 'xl/media/image1.png', data: Buffer.alloc(unpackedBytes) }]);
}

const MB = 1024 * 1024;

/**
 * Raw deflate data of `megabytes` MB of one repeated letter, made without ever holding them: one
 * megabyte deflated and flushed to a byte boundary with a fresh dictionary (Z_FULL_FLUSH), repeated,
 * then an empty last block. About 1 KB per megabyte, deflate's best.
 */
export function deflatedRepeats(megabytes: number): Buffer {
  const megabyte = deflateRawSync(Buffer.alloc(MB, 'x'), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => megabyte), deflateRawSync(Buffer.alloc(0))]);
}

/**
 * The outside review's file: a workbook whose sheet1.xml says, in its local header and in the central
 * directory, that it unpacks to `claimedBytes`, but inflates to `megabytes` MB. What is claimed passes
 * every check of the directory; only inflating tells.
 */
export function lyingXlsxBomb(megabytes: number, claimedBytes = 900_000): Buffer {
  return zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', packed: deflatedRepeats(megabytes), claimedBytes }]);
}

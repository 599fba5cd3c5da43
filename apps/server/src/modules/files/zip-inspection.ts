import { open, type FileHandle } from 'node:fs/promises';

export interface ZipLimits {
  maxEntries: number;
  /** The sum of what every entry unpacks to. */
  maxUnpackedBytes: number;
  /** Unpacked to packed size, for entries big enough to matter. */
  maxRatio: number;
}

const MB = 1024 * 1024;

/** Office files: even a large workbook stays far inside these. */
export const OFFICE_ZIP_LIMITS: ZipLimits = { maxEntries: 10_000, maxUnpackedBytes: 200 * MB, maxRatio: 100 };

/** Entries smaller than this may compress as well as they like (empty sheets, styles). */
const RATIO_FLOOR_BYTES = MB;

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_OF_DIRECTORY_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const DIRECTORY_ENTRY = 0x02014b50;
const DIRECTORY_ENTRY_BYTES = 46;
/** Sizes too large for the classic format are moved to a ZIP64 record: no Office file needs one. */
const ZIP64_MARKER_32 = 0xffffffff;
const ZIP64_MARKER_16 = 0xffff;

const NOT_A_ZIP = '文件已损坏或不是有效的 Office 文件';
const ZIP64 = '文件过大或格式异常（ZIP64）';

/** Bytes of a zip, read where asked: the directory is at the end, and only it is read. */
interface ZipBytes {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

/**
 * Why a zip (a file, or bytes already in memory) must not be unpacked, read from its central
 * directory alone (nothing is inflated), or undefined when it may be. The directory states the sizes
 * the entries claim: whatever unpacks the file later still bounds what it inflates.
 */
export async function zipHazard(zip: string | Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS): Promise<string | undefined> {
  if (Buffer.isBuffer(zip)) return directoryHazard({ size: zip.length, read: async (position, length) => zip.subarray(position, position + length) }, limits);
  const file = await open(zip, 'r');
  try {
    const { size } = await file.stat();
    return await directoryHazard({ size, read: (position, length) => readAt(file, position, length) }, limits);
  } finally {
    await file.close();
  }
}

async function directoryHazard(zip: ZipBytes, limits: ZipLimits): Promise<string | undefined> {
  const end = await readEndOfDirectory(zip);
  if (!end) return NOT_A_ZIP;
  if (end.entries === ZIP64_MARKER_16 || end.directoryBytes === ZIP64_MARKER_32 || end.directoryOffset === ZIP64_MARKER_32) {
    return ZIP64;
  }
  if (end.entries > limits.maxEntries) return `文件包含 ${end.entries} 个条目，超过 ${limits.maxEntries} 个的上限`;
  if (end.directoryOffset + end.directoryBytes > zip.size) return NOT_A_ZIP;
  return entriesHazard(await zip.read(end.directoryOffset, end.directoryBytes), end.entries, limits);
}

async function readEndOfDirectory(zip: ZipBytes) {
  const tailBytes = Math.min(zip.size, END_OF_DIRECTORY_BYTES + MAX_COMMENT_BYTES);
  const tail = await zip.read(zip.size - tailBytes, tailBytes);
  const at = tail.lastIndexOf(END_OF_DIRECTORY);
  if (at < 0 || at + END_OF_DIRECTORY_BYTES > tail.length) return undefined;
  return { entries: tail.readUInt16LE(at + 10), directoryBytes: tail.readUInt32LE(at + 12), directoryOffset: tail.readUInt32LE(at + 16) };
}

function entriesHazard(directory: Buffer, entries: number, limits: ZipLimits): string | undefined {
  let position = 0;
  let unpackedBytes = 0;
  for (let index = 0; index < entries; index += 1) {
    if (position + DIRECTORY_ENTRY_BYTES > directory.length || directory.readUInt32LE(position) !== DIRECTORY_ENTRY) return NOT_A_ZIP;
    const packed = directory.readUInt32LE(position + 20);
    const unpacked = directory.readUInt32LE(position + 24);
    if (packed === ZIP64_MARKER_32 || unpacked === ZIP64_MARKER_32) return ZIP64;
    if (unpacked >= RATIO_FLOOR_BYTES && unpacked > packed * limits.maxRatio) return '文件压缩比异常，疑似压缩炸弹';
    unpackedBytes += unpacked;
    if (unpackedBytes > limits.maxUnpackedBytes) return `文件解压后超过 ${limits.maxUnpackedBytes / MB}MB 的上限`;
    const nameBytes = directory.readUInt16LE(position + 28);
    const extraBytes = directory.readUInt16LE(position + 30);
    const commentBytes = directory.readUInt16LE(position + 32);
    position += DIRECTORY_ENTRY_BYTES + nameBytes + extraBytes + commentBytes;
  }
  return undefined;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

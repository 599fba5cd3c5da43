import { open, type FileHandle } from 'node:fs/promises';
import { inflatedBytes } from './bounded-inflation.js';

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
const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
/** The two methods Office files use, and the only two ExcelJS's unzipper (JSZip) reads. */
const STORED = 0;
const DEFLATED = 8;
/** Sizes too large for the classic format are moved to a ZIP64 record: no Office file needs one. */
const ZIP64_MARKER_32 = 0xffffffff;
const ZIP64_MARKER_16 = 0xffff;
/** Packed bytes read at a time while an entry inflates. */
const READ_CHUNK_BYTES = 64 * 1024;

const NOT_A_ZIP = '文件已损坏或不是有效的 Office 文件';
const ZIP64 = '文件过大或格式异常（ZIP64）';
const INFLATES_PAST_CLAIM = '文件解压后过大，疑似压缩炸弹';

/** Bytes of a zip, read where asked: the directory at the end, then each entry's data a piece at a time. */
interface ZipBytes {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

/** An entry as the central directory describes it. */
interface DirectoryEntry {
  method: number;
  packedBytes: number;
  /** What the entry says it unpacks to: checked against the limits, then against what it really inflates to. */
  claimedBytes: number;
  localHeaderOffset: number;
}

/**
 * Why a zip (a file, or bytes already in memory) must not be unpacked, or undefined when it may be.
 * The central directory's claimed sizes are checked against the limits first (cheap, and enough for
 * an honest bomb); then every entry is inflated, its output counted and dropped, and stopped past the
 * size it claims: a zip that lies about its sizes costs the limits' worth of inflating, never more.
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
  // Right before its end record, where every writer puts it: JSZip reads a directory found elsewhere
  // at offsets shifted by the gap, which could be other entries than the ones checked here.
  if (end.directoryOffset + end.directoryBytes !== end.position) return NOT_A_ZIP;
  const entries = directoryEntries(await zip.read(end.directoryOffset, end.directoryBytes), end.entries);
  if (typeof entries === 'string') return entries;
  return claimsHazard(entries, end.directoryOffset, limits) ?? (await inflationHazard(zip, entries, end.directoryOffset));
}

async function readEndOfDirectory(zip: ZipBytes) {
  const tailBytes = Math.min(zip.size, END_OF_DIRECTORY_BYTES + MAX_COMMENT_BYTES);
  const tailStart = zip.size - tailBytes;
  const tail = await zip.read(tailStart, tailBytes);
  const at = tail.lastIndexOf(END_OF_DIRECTORY);
  if (at < 0 || at + END_OF_DIRECTORY_BYTES > tail.length) return undefined;
  return { position: tailStart + at, entries: tail.readUInt16LE(at + 10), directoryBytes: tail.readUInt32LE(at + 12), directoryOffset: tail.readUInt32LE(at + 16) };
}

function directoryEntries(directory: Buffer, count: number): DirectoryEntry[] | string {
  const entries: DirectoryEntry[] = [];
  let position = 0;
  for (let index = 0; index < count; index += 1) {
    if (position + DIRECTORY_ENTRY_BYTES > directory.length || directory.readUInt32LE(position) !== DIRECTORY_ENTRY) return NOT_A_ZIP;
    const packedBytes = directory.readUInt32LE(position + 20);
    const claimedBytes = directory.readUInt32LE(position + 24);
    const localHeaderOffset = directory.readUInt32LE(position + 42);
    if (packedBytes === ZIP64_MARKER_32 || claimedBytes === ZIP64_MARKER_32 || localHeaderOffset === ZIP64_MARKER_32) return ZIP64;
    entries.push({ method: directory.readUInt16LE(position + 10), packedBytes, claimedBytes, localHeaderOffset });
    position += DIRECTORY_ENTRY_BYTES + directory.readUInt16LE(position + 28) + directory.readUInt16LE(position + 30) + directory.readUInt16LE(position + 32);
  }
  // JSZip reads on while entries follow, whatever the count says: none may hide after the counted ones.
  return position === directory.length ? entries : NOT_A_ZIP;
}

function claimsHazard(entries: DirectoryEntry[], dataBytes: number, limits: ZipLimits): string | undefined {
  let unpackedBytes = 0;
  let packedBytes = 0;
  for (const entry of entries) {
    if (entry.claimedBytes >= RATIO_FLOOR_BYTES && entry.claimedBytes > entry.packedBytes * limits.maxRatio) return '文件压缩比异常，疑似压缩炸弹';
    unpackedBytes += entry.claimedBytes;
    if (unpackedBytes > limits.maxUnpackedBytes) return `文件解压后超过 ${limits.maxUnpackedBytes / MB}MB 的上限`;
    packedBytes += entry.packedBytes;
  }
  // Entries of a real zip never share bytes; entries that did would each be read and inflated again.
  return packedBytes > dataBytes ? NOT_A_ZIP : undefined;
}

/** Entries one after another, so that a zip costs at most one entry's worth of zlib's buffers at a time. */
async function inflationHazard(zip: ZipBytes, entries: DirectoryEntry[], dataEnd: number): Promise<string | undefined> {
  for (const entry of entries) {
    const hazard = await entryHazard(zip, entry, dataEnd);
    if (hazard) return hazard;
  }
  return undefined;
}

async function entryHazard(zip: ZipBytes, entry: DirectoryEntry, dataEnd: number): Promise<string | undefined> {
  const dataStart = await dataStartOf(zip, entry);
  if (dataStart === undefined || dataStart + entry.packedBytes > dataEnd) return NOT_A_ZIP;
  const unpacked = await unpackedBytes(zip, entry, dataStart);
  if (unpacked === undefined) return NOT_A_ZIP;
  return unpacked > entry.claimedBytes ? INFLATES_PAST_CLAIM : undefined;
}

/** Where JSZip takes an entry's data from: past its local header's own name and extra field. */
async function dataStartOf(zip: ZipBytes, entry: DirectoryEntry): Promise<number | undefined> {
  const header = await zip.read(entry.localHeaderOffset, LOCAL_HEADER_BYTES);
  if (header.length < LOCAL_HEADER_BYTES || header.readUInt32LE(0) !== LOCAL_HEADER) return undefined;
  return entry.localHeaderOffset + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** What an entry unpacks to, counted only up to just past its claim; undefined when it does not unpack. */
async function unpackedBytes(zip: ZipBytes, entry: DirectoryEntry, dataStart: number): Promise<number | undefined> {
  // Stored bytes are their own content, and nothing packed inflates to nothing.
  if (entry.method === STORED || entry.packedBytes === 0) return entry.packedBytes;
  if (entry.method !== DEFLATED) return undefined;
  try {
    return await inflatedBytes(packedChunks(zip, dataStart, entry.packedBytes), entry.claimedBytes);
  } catch (error) {
    // Data that is not deflate is a damaged file; a failing disk is not the uploader's doing.
    if (isZlibError(error)) return undefined;
    throw error;
  }
}

const isZlibError = (error: unknown) => error instanceof Error && String((error as NodeJS.ErrnoException).code).startsWith('Z_');

async function* packedChunks(zip: ZipBytes, start: number, length: number): AsyncGenerator<Buffer> {
  for (let position = start; position < start + length; position += READ_CHUNK_BYTES) {
    yield await zip.read(position, Math.min(READ_CHUNK_BYTES, start + length - position));
  }
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

import { fileKinds, fileTypeContentTypes, type FileKindName, type FileTypeName } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { DEMO_SONG_TITLES, DEMO_SONGS, demoSongWav, type DemoSong } from './demo-songs.js';
import type { FileStore } from './file-store.js';
import { fileStoreFor } from './files.service.js';

/** Scenes of a school day, photographed for the class dynamics and albums; the first of each is an activity area's cover too. */
export const DEMO_PHOTOS = ['playground', 'blocks', 'art', 'reading', 'science', 'roleplay', 'sandwater', 'climbing', 'garden', 'meal', 'nap', 'birthday'] as const;
/** Children's drawings, one subject per workbook theme. */
export const DEMO_DRAWINGS = ['selfPortrait', 'leaves', 'family', 'dream', 'builder', 'flowers'] as const;
/** Each scene and drawing is made in this many variants, so that neighbouring tiles differ. */
export const DEMO_VARIANTS = 2;
/** The one clip every demo video shares. */
export const DEMO_VIDEO = 'outdoor-play.webm';

export type DemoPhoto = (typeof DEMO_PHOTOS)[number];
export type DemoDrawing = (typeof DEMO_DRAWINGS)[number];

const LABELS: Record<DemoPhoto | DemoDrawing, string> = {
  playground: '操场游戏',
  blocks: '积木搭建',
  art: '美工活动',
  reading: '绘本阅读',
  science: '科学小实验',
  roleplay: '娃娃家',
  sandwater: '玩沙玩水',
  climbing: '攀爬挑战',
  garden: '种植园',
  meal: '午餐',
  nap: '午睡',
  birthday: '生日会',
  selfPortrait: '我的自画像',
  leaves: '秋天的树叶',
  family: '我爱我家',
  dream: '彩色的梦',
  builder: '小小建筑师',
  flowers: '美丽的花园',
};

/** The files made by demo-media/generate.ts, kept in the repository (demo-media/README.md). */
const ASSET_FOLDER = fileURLToPath(new URL('../../../demo-media/', import.meta.url));
/** The folder of the demo's files in each school's kind folders: no upload is kept under that name. */
const DEMO_FOLDER = 'demo';

const VARIANTS = Array.from({ length: DEMO_VARIANTS }, (_, index) => index + 1);
const pictureFile = (topic: DemoPhoto | DemoDrawing, variant: number) => `${topic}-${variant}.jpg`;
/** The songs are made when the demo is seeded, not kept in the asset folder (demo-songs.ts). */
const songFile = (song: DemoSong) => `${song}.wav`;
const SONG_FILES = new Map(DEMO_SONGS.map((song) => [songFile(song), song]));

interface DemoFileRow {
  kind: FileKindName;
  file: string;
  originalName: string;
}

/** The kinds of the pictures of notices and articles: public, since whoever reads them sees them. */
const PUBLIC_PICTURE_KINDS = ['SchoolNewsImage', 'NoticeImage'] as const;
export type DemoPictureKind = 'ActivityLocationCover' | 'Courseware' | (typeof PUBLIC_PICTURE_KINDS)[number];

/** The demo's file rows, by what each is for: a file may serve several (a photo is also a cover and a news picture). */
const DEMO_FILE_ROWS: DemoFileRow[] = [
  ...DEMO_PHOTOS.flatMap((topic) => VARIANTS.map((variant) => ({ kind: 'ClassMedia' as const, file: pictureFile(topic, variant), originalName: `${LABELS[topic]}${variant}.jpg` }))),
  { kind: 'ClassMedia', file: DEMO_VIDEO, originalName: '户外游戏.webm' },
  { kind: 'Courseware', file: DEMO_VIDEO, originalName: '户外游戏.webm' },
  ...DEMO_DRAWINGS.flatMap((topic) => VARIANTS.map((variant) => ({ kind: 'Workbook' as const, file: pictureFile(topic, variant), originalName: `${LABELS[topic]}${variant}.jpg` }))),
  ...(['ActivityLocationCover', 'Courseware', ...PUBLIC_PICTURE_KINDS] as const).flatMap((kind) =>
    DEMO_PHOTOS.map((topic) => ({ kind, file: pictureFile(topic, 1), originalName: `${LABELS[topic]}.jpg` })),
  ),
  // The picture books' covers and pages: scenes and drawings, each variant.
  ...[...DEMO_PHOTOS, ...DEMO_DRAWINGS].flatMap((topic) => VARIANTS.map((variant) => ({ kind: 'DrawBook' as const, file: pictureFile(topic, variant), originalName: `${LABELS[topic]}${variant}.jpg` }))),
  ...DEMO_SONGS.map((song) => ({ kind: 'Music' as const, file: songFile(song), originalName: `${DEMO_SONG_TITLES[song]}.wav` })),
];

const storageKeyOf = (schoolId: number, kind: FileKindName, file: string) => [schoolId, kind, DEMO_FOLDER, file].join('/');
const isDemoKey = (key: string) => key.split('/').at(-2) === DEMO_FOLDER;
const typeOf = (file: string): FileTypeName => (file.endsWith('.webm') ? 'webm' : file.endsWith('.wav') ? 'wav' : 'jpg');

interface DemoAsset {
  bytes: Buffer;
  size: number;
  sha256: string;
}

let assets: Promise<Map<string, DemoAsset>> | undefined;

/** The demo's files with their sizes and hashes, read once per process: every demo school shares them. */
function demoAssets() {
  assets ??= Promise.all(
    [...new Set(DEMO_FILE_ROWS.map((row) => row.file))].map(async (file) => {
      const song = SONG_FILES.get(file);
      const bytes = song ? demoSongWav(song) : await readFile(path.join(ASSET_FOLDER, file));
      return [file, { bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }] as const;
    }),
  ).then((entries) => new Map(entries));
  return assets;
}

/**
 * Puts into the store the files that the demo schools' rows name, as uploads are kept: after seeding,
 * and wherever a seeded database is served from a store of its own (a test's).
 */
export async function putDemoMedia(db: Kysely<Database>, store: FileStore): Promise<void> {
  const [rows, files] = await Promise.all([db.selectFrom('file').select('storageKey').where('storageKey', 'like', `%/${DEMO_FOLDER}/%`).execute(), demoAssets()]);
  const keys = rows.map((row) => row.storageKey).filter(isDemoKey);
  await Promise.all(keys.map((key) => store.putBytes(key, files.get(path.posix.basename(key))!.bytes)));
}

/** The demo's files in the store the server is configured with (the data folder or S3). */
export const storeDemoMedia = (db: Kysely<Database>, config: Pick<Config, 'dataDir' | 's3'>) => putDemoMedia(db, fileStoreFor(config));

/** A demo school's file rows for the demo's files, before the class life that shows them. */
export async function insertDemoMediaRows(db: SchoolDb, plan: { schoolId: number; now: string }): Promise<void> {
  const files = await demoAssets();
  const rows = DEMO_FILE_ROWS.map(({ kind, file, originalName }) => {
    const type = typeOf(file);
    return {
      kind,
      storageKey: storageKeyOf(plan.schoolId, kind, file),
      originalName,
      extension: type,
      contentType: fileTypeContentTypes[type],
      size: files.get(file)!.size,
      sha256: files.get(file)!.sha256,
      visibility: fileKinds[kind].visibility,
      uploaderTeacherId: null,
      conversion: 'none' as const,
      convertedFileId: null,
      posterFileId: null,
      createdAt: plan.now,
    };
  });
  await db.insertInto('file').values(rows).execute();
}

/** Which of a demo school's files each demo record shows. */
export interface DemoMedia {
  /** A photo of one of the topics; consecutive `n` give different photos. */
  photo(topics: readonly DemoPhoto[], n: number): number;
  drawing(topic: DemoDrawing, n: number): number;
  /** A scene's photo as a picture of a kind: an activity area's cover, a lesson's picture, a news or notice picture. */
  picture(kind: DemoPictureKind, topic: DemoPhoto): number;
  video: number;
  /** The clip as a lesson's resource (kind Courseware). */
  coursewareVideo: number;
  /** A scene or a drawing as a picture book's cover or page (kind DrawBook), in its first or second variant. */
  bookPicture(topic: DemoPhoto | DemoDrawing, variant: 1 | 2): number;
  /** A song as a file of kind Music. */
  song(song: DemoSong): number;
}

export async function demoMedia(db: SchoolDb): Promise<DemoMedia> {
  const rows = await db.selectFrom('file').select(['id', 'kind', 'storageKey']).where('storageKey', 'like', `%/${DEMO_FOLDER}/%`).execute();
  const ids = new Map(rows.filter((row) => isDemoKey(row.storageKey)).map((row) => [`${row.kind}:${path.posix.basename(row.storageKey)}`, row.id]));
  const idOf = (kind: FileKindName, file: string) => {
    const id = ids.get(`${kind}:${file}`);
    if (id === undefined) throw new Error(`the demo file ${file} (${kind}) was not seeded`);
    return id;
  };
  const variantOf = (n: number) => (n % DEMO_VARIANTS) + 1;
  return {
    // Every topic once before a topic's next variant: a post's photos differ from their neighbours.
    photo: (topics, n) => idOf('ClassMedia', pictureFile(topics[n % topics.length]!, variantOf(Math.floor(n / topics.length)))),
    drawing: (topic, n) => idOf('Workbook', pictureFile(topic, variantOf(n))),
    picture: (kind, topic) => idOf(kind, pictureFile(topic, 1)),
    video: idOf('ClassMedia', DEMO_VIDEO),
    coursewareVideo: idOf('Courseware', DEMO_VIDEO),
    bookPicture: (topic, variant) => idOf('DrawBook', pictureFile(topic, variant)),
    song: (song) => idOf('Music', songFile(song)),
  };
}

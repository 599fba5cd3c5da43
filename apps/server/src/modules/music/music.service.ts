import {
  fileEndpoints,
  nameText,
  MAX_MUSIC_TYPES,
  MUSIC_NAME_MAX,
  type AddMusicInput,
  type AddMusicTypeInput,
  type MusicCountInput,
  type MusicListInput,
  type MusicRow,
  type MusicTypeRow,
  type UpdateMusicInput,
  type UpdateMusicTypeInput,
} from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfRange } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import { audioSeconds } from './music-length.js';
import * as repository from './music.repository.js';

export interface MusicServiceDeps {
  clock: Clock;
  /** Reads a stored file (its length is read from its bytes) and removes the files music lets go. */
  files: Pick<FileService, 'info' | 'read' | 'removeUnused'>;
}

const FILE_PATH = fileEndpoints.getFile.java!.path;
const MUSIC_NAME = nameText('音乐名称', MUSIC_NAME_MAX);

/** Another school's music is not reachable: naming its school finds nothing, as with any other row. */
function assertOwnSchool(session: SessionIdentity, schoolId: number | undefined): void {
  if (schoolId !== undefined && schoolId !== session.schoolId) throw notFound('园所');
}

/** The name a file was uploaded with, without its extension, when it makes a name at all. */
function nameOfFile(originalName: string): string {
  const name = MUSIC_NAME.safeParse(originalName.replace(/\.[^.]*$/, '').slice(0, MUSIC_NAME_MAX));
  if (!name.success) throw invalidParams('请填写音乐名称', 'musicName');
  return name.data;
}

/**
 * 音乐: the school's music for the classes, in types of its own. A piece of music is a file uploaded
 * as kind Music (audio only, its type checked by its content) by the one who adds it; its size is
 * the stored file's and its length is read from its bytes, whatever a client says of either.
 */
export function musicService(deps: MusicServiceDeps) {
  const { files } = deps;

  async function existingType(db: SchoolDb, typeId: number, field?: string) {
    const type = await repository.findType(db, typeId);
    if (!type) throw field ? invalidParams('音乐类型不存在', field) : notFound('音乐类型');
    return type;
  }

  async function existingMusic(db: SchoolDb, musicId: number) {
    const music = await repository.findMusic(db, musicId);
    if (!music) throw notFound('音乐');
    return music;
  }

  async function assertTypeNameFree(db: SchoolDb, name: string, exceptId?: number) {
    if (await repository.typeNamed(db, name, exceptId)) throw invalidParams(`已有名为「${name}」的音乐类型`, 'menuName');
  }

  return {
    async count(db: SchoolDb, session: SessionIdentity, input: MusicCountInput) {
      assertOwnSchool(session, input.schoolId);
      return { count: await repository.musicCount(db, input) };
    },

    async list(db: SchoolDb, session: SessionIdentity, input: MusicListInput): Promise<MusicRow[]> {
      assertOwnSchool(session, input.schoolId);
      const rows = await attachedFiles(db, await repository.musicList(db, input, rowsOfRange(input)));
      return rows.map((music) => ({
        musicId: music.id,
        musicName: music.name,
        musicType: music.musicTypeId,
        musicTypeName: music.typeName,
        schoolId: music.schoolId,
        musicPath: `${FILE_PATH}?fileId=${music.fileId}`,
        fileId: music.fileId,
        fileType: music.fileType,
        musicSize: music.size,
        totalSecond: music.totalSecond,
        adderId: music.adderId,
        adderName: music.adderName,
        addTime: music.createdAt,
      }));
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddMusicInput) {
      await existingType(db, input.musicType, 'musicType');
      await assertFileReferences(db, [input.fileId], { kinds: ['Music'], uploadedBy: session.teacherId });
      const taken = await repository.musicOfFile(db, input.fileId);
      if (taken) throw invalidParams(`这个文件已添加为音乐「${taken.name}」`, 'fileId');
      const file = await files.info(db, input.fileId);
      const totalSecond = await audioSeconds((await files.read(db, input.fileId)).body, file);
      if (totalSecond === undefined) throw invalidParams('无法从文件读出音乐时长，文件可能已损坏，请换一个文件', 'fileId');
      const at = iso(deps.clock.now());
      const musicId = await repository.insertMusic(db, {
        name: input.musicName ?? nameOfFile(file.originalName),
        musicTypeId: input.musicType,
        fileId: input.fileId,
        size: file.size,
        totalSecond,
        adderId: session.teacherId,
        createdAt: at,
        updatedAt: at,
      });
      return { musicId };
    },

    async update(db: SchoolDb, input: UpdateMusicInput) {
      await existingMusic(db, input.musicId);
      await existingType(db, input.musicType, 'musicType');
      await repository.updateMusic(db, input.musicId, { name: input.musicName, musicTypeId: input.musicType, updatedAt: iso(deps.clock.now()) });
      return { success: true as const };
    },

    async remove(db: SchoolDb, musicId: number) {
      const music = await existingMusic(db, musicId);
      if (!(await repository.deleteMusic(db, musicId))) throw notFound('音乐');
      await files.removeUnused(db, [music.fileId]);
      return { success: true as const };
    },

    async types(db: SchoolDb, session: SessionIdentity, input: { schoolId?: number | undefined }): Promise<MusicTypeRow[]> {
      assertOwnSchool(session, input.schoolId);
      return (await repository.typesWithCounts(db)).map((type) => ({
        id: type.id,
        menuName: type.name,
        des: type.des ?? '',
        adderId: type.adderId,
        adderName: type.adderName,
        musicCount: Number(type.musicCount ?? 0),
      }));
    },

    async addType(db: SchoolDb, session: SessionIdentity, input: AddMusicTypeInput) {
      if ((await repository.typeCount(db)) >= MAX_MUSIC_TYPES) throw invalidParams(`音乐类型最多${MAX_MUSIC_TYPES}个`);
      await assertTypeNameFree(db, input.menuName);
      const id = await repository.insertType(db, { name: input.menuName, des: input.des, adderId: session.teacherId, createdAt: iso(deps.clock.now()) });
      return { id };
    },

    async updateType(db: SchoolDb, input: UpdateMusicTypeInput) {
      await existingType(db, input.id);
      await assertTypeNameFree(db, input.menuName, input.id);
      await repository.updateType(db, input.id, { name: input.menuName, des: input.des });
      return { success: true as const };
    },

    async removeType(db: SchoolDb, typeId: number) {
      const type = await existingType(db, typeId);
      const held = await repository.musicCount(db, { typeId });
      if (held > 0) throw deleteRefused(`类型「${type.name}」下还有${held}首音乐，请先删除或移到其他类型`);
      if (!(await repository.deleteType(db, typeId))) throw notFound('音乐类型');
      return { success: true as const };
    },
  };
}

export type MusicService = ReturnType<typeof musicService>;

import { z } from 'zod';
import { id, rowRangeInput, rowRangeRule } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';
import { fileTypeNames } from '../files/file-kinds.js';

export const MUSIC_NAME_MAX = 50;
export const MUSIC_TYPE_NAME_MAX = 20;
export const MUSIC_TYPE_DES_MAX = 100;
export const MUSIC_SEARCH_MAX = 50;
/** Types a school may keep: a menu, not a tag cloud. */
export const MAX_MUSIC_TYPES = 50;

/** Query strings and forms send '' for a field left empty. */
const blank = (value: unknown) => value === '' || value === null || value === undefined;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const filterFields = {
  /** A music type of the school; absent: every type. */
  typeId: optional(id()),
  /** When given, the session's school: another school's music is not reachable. */
  schoolId: optional(id()),
  /** Part of the music's name. */
  searchContent: z.string().trim().max(MUSIC_SEARCH_MAX, `搜索内容最多${MUSIC_SEARCH_MAX}字`).optional(),
};

export const MusicCountInput = z.object(filterFields);
export type MusicCountInput = z.infer<typeof MusicCountInput>;
export const MusicListInput = z.object({ ...filterFields, ...rowRangeInput }).refine(...rowRangeRule);
export type MusicListInput = z.infer<typeof MusicListInput>;
export const MusicTypesInput = z.object({ schoolId: filterFields.schoolId });

/**
 * A piece of music from a file uploaded as kind Music. Its size (MusicSize) and length (TotalSecond)
 * are read from the file by the server: a client's values for them are not taken.
 */
export const AddMusicInput = z.object({
  /** Absent: the name the file was uploaded with, without its extension. */
  musicName: optional(nameText('音乐名称', MUSIC_NAME_MAX)),
  musicType: id(),
  fileId: id(),
});
export type AddMusicInput = z.infer<typeof AddMusicInput>;
export const UpdateMusicInput = z.object({ musicId: id(), musicName: nameText('音乐名称', MUSIC_NAME_MAX), musicType: id() });
export type UpdateMusicInput = z.infer<typeof UpdateMusicInput>;
export const MusicIdInput = z.object({ musicId: id() });
export const SavedMusic = z.object({ musicId: z.number().int() });

const Int = z.number().int();

export const MusicRow = z.object({
  musicId: Int,
  musicName: z.string(),
  musicType: Int,
  musicTypeName: z.string(),
  schoolId: Int,
  /** The stored file's address on this server (it needs the session; the console signs it for <audio>). */
  musicPath: z.string(),
  fileId: Int,
  /** The type its content was detected as: mp3, m4a, wav, aac. */
  fileType: z.enum(fileTypeNames),
  /** Bytes, as stored. */
  musicSize: Int,
  /** Whole seconds, as read from the file (cut, as players show it). */
  totalSecond: Int,
  adderId: Int,
  adderName: z.string(),
  /** ISO-8601. */
  addTime: z.string(),
});
export type MusicRow = z.infer<typeof MusicRow>;
export const MusicList = z.array(MusicRow);
export const MusicCount = z.object({ count: Int });

const typeFields = {
  menuName: nameText('类型名称', MUSIC_TYPE_NAME_MAX),
  des: optionalText('类型说明', MUSIC_TYPE_DES_MAX),
};
export const AddMusicTypeInput = z.object(typeFields);
export type AddMusicTypeInput = z.infer<typeof AddMusicTypeInput>;
export const UpdateMusicTypeInput = z.object({ id: id(), ...typeFields });
export type UpdateMusicTypeInput = z.infer<typeof UpdateMusicTypeInput>;
export const MusicTypeIdInput = z.object({ id: id() });
export const SavedMusicType = z.object({ id: Int });

export const MusicTypeRow = z.object({
  id: Int,
  menuName: z.string(),
  des: z.string(),
  adderId: Int,
  adderName: z.string(),
  /** How many pieces of music the type holds. */
  musicCount: Int,
});
export type MusicTypeRow = z.infer<typeof MusicTypeRow>;
export const MusicTypeList = z.array(MusicTypeRow);

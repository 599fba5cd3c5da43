import type { Generated } from 'kysely';

/** A type of music the school keeps (儿歌, 律动, 故事...): the spec's Id, MenuName, Des, AdderId. */
export interface MusicTypeTable {
  id: Generated<number>;
  schoolId: number;
  /** MenuName: unique in the school. */
  name: string;
  des: string | null;
  adderId: number;
  createdAt: string;
}

/** A piece of music: a stored file of kind Music, with its size and length as read from the file. */
export interface MusicTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  musicTypeId: number;
  fileId: number;
  /** Bytes. */
  size: number;
  /** Whole seconds, cut. */
  totalSecond: number;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    musicType: MusicTypeTable;
    music: MusicTable;
  }
}

import type { Generated } from 'kysely';

/** Kinds of class media and a dynamic's moderation: declared with the calls (MediaType, DynamicCheckStatus), since the console shows them too. */

/** What comments and likes are on. */
export const InteractionTarget = { CLASS_DYNAMIC: 'classDynamic', WORKBOOK_FILE: 'workbookFile' } as const;

/** A teacher's post to the families of a class (班级动态). */
export interface ClassDynamicTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  teacherId: number;
  /** The type from the class dynamic type list: 1 日常生活, 2 教学活动, 3 户外活动, 4 节日活动, 5 其他. */
  dynamicType: number;
  content: string;
  /** DynamicCheckStatus: 0 待审核, 1 已通过, 2 未通过; who checked it, when, and why it did not pass. */
  checkStatus: Generated<number>;
  checkedBy: number | null;
  checkedAt: string | null;
  checkRemark: Generated<string | null>;
  createdAt: string;
}

/** A school's choice whether posts wait for a check before families see them; no row: they do. */
export interface ClassDynamicSettingTable {
  schoolId: number;
  needsCheck: number;
  updatedBy: number | null;
  updatedAt: string;
}

/** A named album of a class (班级相册). */
export interface ClassAlbumTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  name: string;
  teacherId: number | null;
  createdAt: string;
}

/** A photo or video of a class: posted with a dynamic, filed in an album, or both. */
export interface ClassMediaTable {
  id: Generated<number>;
  schoolId: number;
  classId: number;
  dynamicId: number | null;
  albumId: number | null;
  /** Who uploaded it. */
  teacherId: number;
  /** MediaType: 1 photo, 2 video. */
  mediaType: number;
  /** The stored file; null for rows whose bytes are not in this server's store (the demo's). */
  fileId: number | null;
  sortOrder: Generated<number>;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    classDynamic: ClassDynamicTable;
    classAlbum: ClassAlbumTable;
    classMedia: ClassMediaTable;
    classDynamicSetting: ClassDynamicSettingTable;
  }
}

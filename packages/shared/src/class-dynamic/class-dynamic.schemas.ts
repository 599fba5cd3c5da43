import { z } from 'zod';
import { pageOf } from '../endpoint.js';

/** Kinds of class media. */
export const MediaType = { PHOTO: 1, VIDEO: 2 } as const;

/** A photo or video of one of the child's classes, taken while the child was in it. */
export const StudentAlbumItem = z.object({
  mediaId: z.number().int(),
  /** MediaType: 1 photo, 2 video. */
  mediaType: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  /** The album it is filed in, if any. */
  albumId: z.number().int().nullable(),
  albumName: z.string().nullable(),
  /** The class dynamic it was posted with, if any, and the post's text. */
  dynamicId: z.number().int().nullable(),
  dynamicContent: z.string().nullable(),
  teacherName: z.string().nullable(),
  /** When it was shared, and that instant's school date. */
  createdAt: z.string(),
  date: z.string(),
  /** The stored file and its type (jpg, mp4 ...); null when its bytes are not in this server's store. */
  fileId: z.number().int().nullable(),
  fileType: z.string().nullable(),
});
export type StudentAlbumItem = z.infer<typeof StudentAlbumItem>;

/** Newest first, with the photos and videos of the whole interval counted. */
export const StudentAlbumPage = pageOf(StudentAlbumItem).extend({ photoCount: z.number().int(), videoCount: z.number().int() });

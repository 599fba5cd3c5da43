import type { Access } from '../endpoint.js';

/** Upload chunk sizes: 100 KB for school news images and music, 1 MB for the rest. */
export const SMALL_CHUNK_BYTES = 100 * 1024;
export const CHUNK_BYTES = 1024 * 1024;
export const MAX_CHUNK_BYTES = Math.max(SMALL_CHUNK_BYTES, CHUNK_BYTES);

const MB = 1024 * 1024;

/**
 * The types a file may have, named by the extension its content is detected as (never by the name it
 * arrives with), and the one Content-Type it is served with.
 */
export const fileTypeContentTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/mp4',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

export type FileTypeName = keyof typeof fileTypeContentTypes;
export const fileTypeNames = Object.keys(fileTypeContentTypes) as [FileTypeName, ...FileTypeName[]];

/** Office files are zip archives: the server inspects them for zip bombs before anything unpacks them. */
export const ZIP_BASED_TYPES: readonly FileTypeName[] = ['docx', 'xlsx', 'pptx'];

/** The types ffmpeg may convert, for the kinds that are `convertible`. */
export const VIDEO_TYPES: readonly FileTypeName[] = ['mp4', 'mov', 'm4v', 'webm', 'avi'];

/** The types a browser shows as a picture. */
export const IMAGE_TYPES: readonly FileTypeName[] = ['jpg', 'png', 'gif', 'webp'];

const IMAGES = IMAGE_TYPES;
const VIDEOS = VIDEO_TYPES;
const AUDIO: FileTypeName[] = ['mp3', 'm4a', 'wav', 'aac'];
const DOCUMENTS: FileTypeName[] = ['pdf', 'docx', 'xlsx', 'pptx'];

export type FileVisibility = 'public' | 'private';

export interface FileKind {
  /** Chinese, for messages and the console. */
  label: string;
  /** Files of the kind are filed under a folder per day or per month. */
  dateFolder: 'none' | 'day' | 'month';
  chunkBytes: number;
  maxBytes: number;
  types: readonly FileTypeName[];
  /**
   * Public files (news images, logos, icons) are served to anyone with their link; private ones
   * (photos of children and staff, documents) only to a session of their school or through an
   * expiring signed link.
   */
  visibility: FileVisibility;
  /** Who may upload: any session, or a role holding the module of the screen the files belong to. */
  access: Exclude<Access, 'public' | 'family' | 'familyTeacher'>;
  /** A video the console may ask to convert to H.264 MP4 (isAutoCallVideoConvert). */
  convertible: boolean;
}

const kind = (label: string, rest: Partial<FileKind> & Pick<FileKind, 'types' | 'maxBytes'>): FileKind => ({
  label,
  dateFolder: 'none',
  chunkBytes: CHUNK_BYTES,
  visibility: 'private',
  access: 'session',
  convertible: false,
  ...rest,
});

/**
 * Every kind of uploaded file, by the name the console sends as `relativeServerName`; the name is
 * also the storage folder. The first fourteen are the console's upload targets; the rest are the
 * photos and logos of the other screens.
 */
export const fileKinds = {
  SchoolNewsImage: kind('园所新闻图片', { chunkBytes: SMALL_CHUNK_BYTES, maxBytes: 10 * MB, types: IMAGES, visibility: 'public', access: 'SchoolDynamic.SchoolNews' }),
  NoticeVideo: kind('通知视频', { dateFolder: 'day', maxBytes: 500 * MB, types: VIDEOS, access: 'SchoolDynamic.Notification', convertible: true }),
  NoticeAttachment: kind('通知附件', { dateFolder: 'month', maxBytes: 50 * MB, types: [...DOCUMENTS, ...IMAGES], access: 'SchoolDynamic.Notification' }),
  // Public, as news images are: the sanitised content shows them by their link, to staff and families alike.
  NoticeImage: kind('通知图片', { chunkBytes: SMALL_CHUNK_BYTES, maxBytes: 10 * MB, types: IMAGES, visibility: 'public', access: 'SchoolDynamic.Notification' }),
  Courseware: kind('课件', { dateFolder: 'day', maxBytes: 1024 * MB, types: [...IMAGES, ...VIDEOS, ...AUDIO, ...DOCUMENTS], access: 'ResourceManage.Courseware', convertible: true }),
  Music: kind('音乐', { chunkBytes: SMALL_CHUNK_BYTES, maxBytes: 50 * MB, types: AUDIO, access: 'ResourceManage.Music' }),
  // A picture book's cover is a picture; its pages are pictures or one PDF.
  DrawBook: kind('绘本', { maxBytes: 200 * MB, types: [...IMAGES, 'pdf'], access: 'ResourceManage.Drawbook' }),
  TeachTheme: kind('教学主题', { dateFolder: 'month', maxBytes: 200 * MB, types: [...IMAGES, ...DOCUMENTS] }),
  ConventionImport: kind('常规活动导入表格', { dateFolder: 'day', maxBytes: 10 * MB, types: ['xlsx'] }),
  SafetyEducation: kind('安全教育', { dateFolder: 'month', maxBytes: 1024 * MB, types: [...IMAGES, ...VIDEOS, ...DOCUMENTS], access: 'SafetyManage.ActivitySafety', convertible: true }),
  Workbook: kind('练习册', { maxBytes: 200 * MB, types: [...IMAGES, 'pdf'] }),
  TeachResearch: kind('教研资料', { maxBytes: 200 * MB, types: [...IMAGES, ...DOCUMENTS] }),
  ActivityTypeIcon: kind('活动类型图标', { maxBytes: 2 * MB, types: IMAGES, visibility: 'public' }),
  ActivityLocationCover: kind('活动地点封面', { maxBytes: 10 * MB, types: IMAGES }),
  VirtualClassCover: kind('空中课堂封面', { maxBytes: 10 * MB, types: IMAGES }),
  VirtualClassVideo: kind('空中课堂视频', { dateFolder: 'day', maxBytes: 1024 * MB, types: VIDEOS, convertible: true }),
  ChildPhoto: kind('幼儿照片', { maxBytes: 10 * MB, types: IMAGES, access: 'ChildManage.Child' }),
  // Teachers of a class take them in its day, whatever their role: families see them in the records.
  GrowthRecordPhoto: kind('成长记录照片', { maxBytes: 10 * MB, types: IMAGES }),
  PickUpPersonPhoto: kind('接送人照片', { maxBytes: 10 * MB, types: IMAGES, access: 'ChildManage.Child' }),
  StaffPhoto: kind('教职工照片', { maxBytes: 10 * MB, types: IMAGES }),
  // The photos and videos of class dynamics and class albums, taken by the class's teachers.
  ClassMedia: kind('班级照片和视频', { dateFolder: 'month', maxBytes: 500 * MB, types: [...IMAGES, ...VIDEOS], convertible: true }),
  // Photos, reports and recordings of an emergency (突发事件), kept for the authorities.
  EmergencyFile: kind('突发事件附件', { dateFolder: 'month', maxBytes: 200 * MB, types: [...IMAGES, ...VIDEOS, ...DOCUMENTS], access: 'SafetyManage.Emergency' }),
  SchoolLogo: kind('园所标志', { maxBytes: 2 * MB, types: IMAGES, visibility: 'public', access: 'Setting.SchoolInfo' }),
} satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof fileKinds;
export const fileKindNames = Object.keys(fileKinds) as [FileKindName, ...FileKindName[]];

/** `100KB`, `1MB`, `1.5MB`: sizes as the messages and the console show them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))}MB`;
  return `${Math.ceil(bytes / 1024)}KB`;
}

/**
 * The fixed header every chunk upload carries, marking the app. The session token, not this header,
 * authorises the upload.
 */
export const UPLOAD_APP_HEADER = { name: 'X-App', value: 'yuanwu-web' } as const;

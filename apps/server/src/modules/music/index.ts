import { defineModule, type CoreDeps } from '../../core/module.js';
import type { FileService } from '../files/index.js';
import { seedMusic } from './music.demo.js';
import { musicHandlers } from './music.handlers.js';
import { musicService } from './music.service.js';

/** 音乐: the school's music and its types; each piece a file of kind Music, its length read from the file. */
export const musicModule = defineModule({
  tables: { musicType: 'school', music: 'school' },
  create: ({ clock, files }: CoreDeps & { files: FileService }) => ({ music: musicService({ clock, files }) }),
  handlers: ({ music }) => [musicHandlers(music)],
  demo: seedMusic,
});

export type * from './music.table.js';

import { defineModule, type CoreDeps } from '../../core/module.js';
import { insertDemoMediaRows } from './demo-media.js';
import { fileHandlers } from './files.handlers.js';
import { fileService } from './files.service.js';

/** Uploaded files: chunked uploads, the file library, the store (local or S3) and signed links. */
export const filesModule = defineModule({
  tables: { file: 'school', upload: 'school', uploadPart: 'school' },
  create: ({ db, clock, config }: CoreDeps) => ({ files: fileService({ db, clock, config }) }),
  handlers: ({ files }) => [fileHandlers(files)],
  demo: (db, plan) => insertDemoMediaRows(db, plan),
});

export { assertFileReferences } from './file-references.js';
export { attachedFiles } from './files.repository.js';
export { demoMedia, storeDemoMedia, type DemoDrawing, type DemoMedia, type DemoPhoto } from './demo-media.js';
export { DEMO_SONG_TITLES, DEMO_SONGS, demoSongWav, wavFile, type DemoSong } from './demo-songs.js';
export type { FileService } from './files.service.js';
export type * from './files.table.js';

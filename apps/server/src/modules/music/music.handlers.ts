import { musicEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { MusicService } from './music.service.js';

export const musicHandlers = (music: MusicService) =>
  handlersFor(musicEndpoints, {
    getMusicListNum: (input, { db, session }) => music.count(db, session, input),
    getMusicList: (input, { db, session }) => music.list(db, session, input),
    getAllMusicType: (input, { db, session }) => music.types(db, session, input),
    addMusic: (input, { db, session }) => music.add(db, session, input),
    updateMusic: (input, { db }) => music.update(db, input),
    delMusic: (input, { db }) => music.remove(db, input.musicId),
    addMusicType: (input, { db, session }) => music.addType(db, session, input),
    updateMusicType: (input, { db }) => music.updateType(db, input),
    delMusicType: (input, { db }) => music.removeType(db, input.id),
  });

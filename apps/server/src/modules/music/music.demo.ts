import { fileTypeContentTypes } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { DEMO_SONG_TITLES, demoMedia, demoSongWav, type DemoSong } from '../files/index.js';
import { activeTeachers } from '../teacher/index.js';
import { audioSeconds } from './music-length.js';
import { insertMusic, insertType } from './music.repository.js';

const TYPES: { name: string; des: string; songs: DemoSong[] }[] = [
  { name: '儿歌', des: '各年龄段都爱唱的经典儿歌', songs: ['twinkle'] },
  { name: '律动', des: '晨间律动和音乐游戏', songs: ['tigers'] },
  { name: '节日与生活', des: '生日会、节日活动和一日生活环节的音乐', songs: ['birthday'] },
];

/**
 * The demo school's music types and songs, added by its principal (its first member of staff). Each
 * song's length is read from its file as an upload's is.
 */
export async function seedMusic(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const [media, staff] = await Promise.all([demoMedia(db), activeTeachers(db)]);
  const adderId = Math.min(...staff.map((teacher) => teacher.teacherId));
  if (!Number.isFinite(adderId)) return;
  let daysAgo = 30;
  for (const type of TYPES) {
    const musicTypeId = await insertType(db, { name: type.name, des: type.des, adderId, createdAt: plan.daysAgo(daysAgo) });
    for (const song of type.songs) {
      const bytes = demoSongWav(song);
      const totalSecond = await audioSeconds(bytes, { contentType: fileTypeContentTypes.wav, size: bytes.length });
      const at = plan.daysAgo((daysAgo -= 5));
      await insertMusic(db, { name: DEMO_SONG_TITLES[song], musicTypeId, fileId: media.song(song), size: bytes.length, totalSecond: totalSecond!, adderId, createdAt: at, updatedAt: at });
    }
  }
}

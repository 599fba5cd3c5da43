import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s music on %s', (dialect) => {
  const demo = demoForTests(dialect);

  it('has songs in three types that play: WAV files whose length is the one listed', async () => {
    const types = (await demo.data('/api/Music/GetAllMusicType')) as { MenuName: string; MusicCount: number }[];
    expect(types.map((type) => [type.MenuName, type.MusicCount])).toEqual([
      ['儿歌', 1],
      ['律动', 1],
      ['节日与生活', 1],
    ]);
    const songs = (await demo.data('/api/Music/GetMusicList')) as { MusicName: string; FileId: number; TotalSecond: number; MusicSize: number }[];
    expect(songs.map((song) => song.MusicName).sort()).toEqual(['两只老虎', '小星星', '生日快乐']);
    for (const song of songs) {
      const signed = (await demo.data('/javaApi/file/getSignedUrl', { fileId: String(song.FileId) })).url as string;
      const response = await demo.inject({ method: 'GET', url: signed });
      expect([response.statusCode, response.headers['content-type'], response.rawPayload.length]).toEqual([200, 'audio/wav', song.MusicSize]);
      const { format } = await parseBuffer(response.rawPayload, { mimeType: 'audio/wav' });
      expect(song.TotalSecond).toBe(Math.floor(format.duration!));
      expect(song.TotalSecond).toBeGreaterThanOrEqual(4);
    }
  });
});

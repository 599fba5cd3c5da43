import { ErrorCode, SMALL_CHUNK_BYTES } from '@yuanwu/shared';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { sampleExe, sampleMp3, sampleMp4, samplePng, sampleWav } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadInChunks } from '../../test/uploads.js';

const L = '/api/Music/';
const J = '/javaApi/music/';
const MB = 1024 * 1024;

type Answer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; ErrorField?: string; Data: any };

/**
 * Story: the principal sets up the school's music types and uploads songs in 100 KB chunks; the
 * list shows each song's length and size as read from its file, not as the client claims. Broken,
 * disguised and oversized files are refused; a type holding music is not deleted; deleting a song
 * removes its file; another school and a role without 音乐 reach none of it.
 */
describe.each(testDialects)('music on %s', (dialect) => {
  let t: TestApp;
  const tokens = { admin: '', adminB: '', teacher: '' };
  let songs: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens.admin = await t.login(t.people.adminA.phone);
    tokens.adminB = await t.login(t.people.adminB.phone);
    tokens.teacher = await t.login(t.people.teacherA.phone);
    songs = (await ok('POST', 'AddMusicType', { MenuName: '儿歌', Des: '经典儿歌' })).Id;
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = tokens.admin): Promise<Answer> => {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) : undefined;
    return (await t.call(method, `${L}${action}`, { ...(token ? { token } : {}), ...(query ? { query } : { body: input }) })).body as Answer;
  };
  async function ok(method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token = tokens.admin) {
    const answer = await call(method, action, input, token);
    expect(answer.ErrorMessage, `${action} ${JSON.stringify(input)}`).toBe('');
    return answer.Data;
  }
  const upload = (bytes: Buffer, fileName: string, token = tokens.admin) => uploadInChunks(t, { kind: 'Music', bytes, fileName, token });
  async function uploaded(bytes: Buffer, fileName: string, token = tokens.admin): Promise<number> {
    const { last, fileId } = await upload(bytes, fileName, token);
    expect(last.ErrorMessage).toBe('');
    return fileId!;
  }
  const list = async (input: Record<string, unknown> = {}, token = tokens.admin) => (await ok('GET', 'GetMusicList', input, token)) as Record<string, any>[];
  const storageKeyOf = async (fileId: number) => (await t.db.selectFrom('file').select('storageKey').where('id', '=', fileId).executeTakeFirstOrThrow()).storageKey;

  it('uploads a song in 100 KB chunks and reads its length and size from the file, whatever the client says', async () => {
    const wav = sampleWav(12.4);
    const { answers, fileId } = await upload(wav, '小星星.wav');
    expect(answers.map((answer) => answer.Data?.StartOffset)).toEqual([SMALL_CHUNK_BYTES, wav.length]);
    const { MusicId } = await ok('POST', 'AddMusic', { MusicName: '', MusicType: songs, FileId: fileId, MusicSize: 1, TotalSecond: 999, MusicPath: '/elsewhere.mp3' });

    const mp3 = sampleMp3(10);
    const mp3Id = await uploaded(mp3, 'two-tigers.mp3');
    await ok('POST', 'AddMusic', { MusicName: '两只老虎', MusicType: songs, FileId: mp3Id });

    const rows = await list();
    expect(rows.map((row) => [row.MusicName, row.TotalSecond, row.MusicSize, row.FileType])).toEqual([
      ['两只老虎', 10, mp3.length, 'mp3'],
      ['小星星', 12, wav.length, 'wav'],
    ]);
    expect(rows[1]).toMatchObject({
      MusicId,
      MusicType: songs,
      MusicTypeName: '儿歌',
      SchoolId: t.schools.schoolA,
      FileId: fileId,
      MusicPath: `/javaApi/file/getFile?fileId=${fileId}`,
      AdderId: t.people.adminA.id,
      AdderName: '甲园长',
    });
    // The path plays with the session, as the console's signed link does without it.
    const file = await t.app.inject({ method: 'GET', url: rows[1]!.MusicPath, headers: { auth: tokens.admin } });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.length]).toEqual([200, 'audio/wav', wav.length]);

    // The Java family answers the same rows.
    const java = (await t.call('GET', `${J}getMusicList`, { token: tokens.admin, query: { searchContent: '老虎' } })).body;
    expect(java.data.map((row: { musicName: string; totalSecond: number }) => [row.musicName, row.totalSecond])).toEqual([['两只老虎', 10]]);
    expect((await t.call('GET', `${J}getMusicCount`, { token: tokens.admin, query: { typeId: String(songs) } })).body.data).toEqual({ count: 2 });
  });

  it('filters by type and name, pages by rows, and counts', async () => {
    const moves = (await ok('POST', 'AddMusicType', { MenuName: '律动' })).Id as number;
    for (const name of ['早操律动', '拍手律动', '小兔跳跳']) {
      await ok('POST', 'AddMusic', { MusicName: name, MusicType: moves, FileId: await uploaded(sampleWav(2), `${name}.wav`) });
    }
    expect((await list({ TypeId: moves })).map((row) => row.MusicName)).toEqual(['小兔跳跳', '拍手律动', '早操律动']);
    expect((await list({ TypeId: moves, SearchContent: '律动' })).map((row) => row.MusicName)).toEqual(['拍手律动', '早操律动']);
    expect((await list({ TypeId: moves, StartNum: 2, EndNum: 3 })).map((row) => row.MusicName)).toEqual(['拍手律动', '早操律动']);
    expect(await ok('GET', 'GetMusicListNum', { TypeId: moves, SearchContent: '律动', SchoolId: t.schools.schoolA })).toEqual({ Count: 2 });
    expect((await call('GET', 'GetMusicList', { StartNum: 3, EndNum: 2 })).ErrorField).toBe('EndNum');
    expect((await call('GET', 'GetMusicList', { SearchContent: '音'.repeat(51) })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('refuses disguised, damaged and oversized audio', async () => {
    const refusal = async (bytes: Buffer, fileName: string) => (await upload(bytes, fileName)).last.ErrorMessage;
    expect(await refusal(sampleExe(4096), '儿歌.mp3')).toBe('音乐只能是 mp3、m4a、wav、aac 格式，该文件实际是 exe 格式');
    expect(await refusal(sampleMp4(4096), '儿歌.m4a')).toBe('音乐只能是 mp3、m4a、wav、aac 格式，该文件实际是 mp4 格式');
    expect(await refusal(samplePng(4096), '儿歌.wav')).toBe('音乐只能是 mp3、m4a、wav、aac 格式，该文件实际是 png 格式');
    // Chunks are 100 KB for music, and a file stops at 50 MB.
    expect((await uploadInChunks(t, { kind: 'Music', bytes: sampleWav(10), fileName: '大分片.wav', token: tokens.admin, chunkBytes: SMALL_CHUNK_BYTES + 1 })).last.ErrorMessage).toBe('每个分片不能超过 100KB');
    const tooLong = Buffer.concat([sampleWav(1), Buffer.alloc(50 * MB)]);
    const long = await upload(tooLong, '很长的音乐.wav');
    expect(long.last.ErrorMessage).toBe('音乐不能超过 50MB');
    expect(long.answers.length).toBe(Math.floor((50 * MB) / SMALL_CHUNK_BYTES) + 1);

    // A WAV cut short after its first bytes is stored (its content is a WAV), but has no length to read.
    const cut = await uploaded(Buffer.concat([sampleWav(3).subarray(0, 12), Buffer.alloc(2000, 7)]), '坏的.wav');
    expect(await call('POST', 'AddMusic', { MusicName: '坏的', MusicType: songs, FileId: cut })).toMatchObject({
      ErrorCode: ErrorCode.INVALID_PARAMS,
      ErrorMessage: '无法从文件读出音乐时长，文件可能已损坏，请换一个文件',
      ErrorField: 'FileId',
    });
  });

  it('takes only a Music file uploaded by the one who adds it, once, into a type of the school', async () => {
    const fileId = await uploaded(sampleWav(2), '拍手歌.wav');
    const add = (input: Record<string, unknown>) => call('POST', 'AddMusic', { MusicName: '拍手歌', MusicType: songs, FileId: fileId, ...input });
    expect((await add({ MusicType: 2_000_000 })).ErrorMessage).toBe('音乐类型不存在');
    expect((await add({ MusicName: '拍手歌🎵' })).ErrorField).toBe('MusicName');
    const picture = (await uploadInChunks(t, { kind: 'DrawBook', bytes: samplePng(2048), fileName: '封面.png', token: tokens.admin })).fileId!;
    expect((await add({ FileId: picture })).ErrorMessage).toBe(`文件（编号${picture}）须为音乐`);
    const musicians = await t.make.role(t.schools.schoolA, ['ResourceManage.Music'], '音乐老师');
    await t.make.teacher(t.schools.schoolA, { phone: '13700000031', roleId: musicians, name: '音乐老师' });
    const theirs = await uploaded(sampleWav(2), '他的歌.wav', await t.login('13700000031'));
    expect((await add({ FileId: theirs })).ErrorMessage).toBe(`文件（编号${theirs}）不是您上传的，请重新上传后再添加`);
    await ok('POST', 'AddMusic', { MusicName: '拍手歌', MusicType: songs, FileId: fileId });
    expect(await add({})).toMatchObject({ ErrorMessage: '这个文件已添加为音乐「拍手歌」', ErrorField: 'FileId' });
  });

  it('renames and moves a song, and deleting it removes its file from the store', async () => {
    const lullabies = (await ok('POST', 'AddMusicType', { MenuName: '摇篮曲' })).Id as number;
    const fileId = await uploaded(sampleWav(3), '睡吧.wav');
    const { MusicId } = await ok('POST', 'AddMusic', { MusicType: songs, FileId: fileId });
    expect((await list({ SearchContent: '睡吧' }))[0]).toMatchObject({ MusicName: '睡吧', MusicTypeName: '儿歌', TotalSecond: 3 });
    await ok('POST', 'UpdateMusic', { MusicId, MusicName: '摇篮曲·睡吧', MusicType: lullabies });
    expect((await list({ TypeId: lullabies }))[0]).toMatchObject({ MusicId, MusicName: '摇篮曲·睡吧', MusicTypeName: '摇篮曲', TotalSecond: 3 });
    expect((await call('POST', 'UpdateMusic', { MusicId, MusicName: '睡吧', MusicType: 2_000_000 })).ErrorField).toBe('MusicType');

    const key = await storageKeyOf(fileId);
    expect(existsSync(path.join(t.config.dataDir, 'files', ...key.split('/')))).toBe(true);
    await ok('POST', 'DelMusic', { MusicId });
    expect(existsSync(path.join(t.config.dataDir, 'files', ...key.split('/')))).toBe(false);
    expect(await t.db.selectFrom('file').select('id').where('id', '=', fileId).executeTakeFirst()).toBeUndefined();
    expect((await call('POST', 'DelMusic', { MusicId })).ErrorMessage).toBe('音乐不存在');
  });

  it('keeps types per school: names unique, a type holding music not deleted', async () => {
    const story = (await ok('POST', 'AddMusicType', { MenuName: '故事', Des: '睡前故事' })).Id as number;
    expect(await call('POST', 'AddMusicType', { MenuName: '故事' })).toMatchObject({ ErrorMessage: '已有名为「故事」的音乐类型', ErrorField: 'MenuName' });
    expect((await call('POST', 'AddMusicType', { MenuName: '' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('POST', 'AddMusicType', { MenuName: '类'.repeat(21) })).ErrorField).toBe('MenuName');
    await ok('POST', 'UpdateMusicType', { Id: story, MenuName: '故事会', Des: '' });
    expect((await call('POST', 'UpdateMusicType', { Id: story, MenuName: '儿歌' })).ErrorMessage).toBe('已有名为「儿歌」的音乐类型');

    const types = (await ok('GET', 'GetAllMusicType')) as Record<string, any>[];
    expect(types.find((type) => type.Id === story)).toEqual({ Id: story, MenuName: '故事会', Des: '', AdderId: t.people.adminA.id, AdderName: '甲园长', MusicCount: 0 });
    const held = types.find((type) => type.Id === songs)!.MusicCount as number;
    expect(held).toBeGreaterThan(0);
    expect(await call('POST', 'DelMusicType', { Id: songs })).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: `类型「儿歌」下还有${held}首音乐，请先删除或移到其他类型` });
    await ok('POST', 'DelMusicType', { Id: story });
    expect((await call('POST', 'DelMusicType', { Id: story })).ErrorMessage).toBe('音乐类型不存在');
    expect((await t.call('POST', `${J}addMusicType`, { token: tokens.admin, body: { menuName: '古典' } })).body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
  });

  it('keeps one type of a name added ten times at once, and tells the others why', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', 'AddMusicType', { MenuName: '游戏' })));
    expect(answers.filter((answer) => answer.ErrorCode === ErrorCode.SUCCESS)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.ErrorCode !== ErrorCode.SUCCESS)) {
      expect(refused).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorField: 'MenuName' });
      expect(['已有名为「游戏」的音乐类型', '音乐类型名称已存在']).toContain(refused.ErrorMessage);
    }
  });

  it('keeps another school’s music, types and files out of reach', async () => {
    const fileId = await uploaded(sampleWav(2), '甲园的歌.wav');
    const { MusicId } = await ok('POST', 'AddMusic', { MusicName: '甲园的歌', MusicType: songs, FileId: fileId });
    expect(await list({}, tokens.adminB)).toEqual([]);
    expect(await ok('GET', 'GetMusicListNum', {}, tokens.adminB)).toEqual({ Count: 0 });
    expect(await ok('GET', 'GetAllMusicType', {}, tokens.adminB)).toEqual([]);
    expect(await list({ TypeId: songs }, tokens.adminB)).toEqual([]);
    expect((await call('GET', 'GetMusicList', { SchoolId: t.schools.schoolA }, tokens.adminB)).ErrorMessage).toBe('园所不存在');
    expect((await call('GET', 'GetAllMusicType', { SchoolId: t.schools.schoolA }, tokens.adminB)).ErrorMessage).toBe('园所不存在');
    expect((await call('POST', 'DelMusic', { MusicId }, tokens.adminB)).ErrorMessage).toBe('音乐不存在');
    expect((await call('POST', 'UpdateMusic', { MusicId, MusicName: '乙', MusicType: songs }, tokens.adminB)).ErrorMessage).toBe('音乐不存在');
    expect((await call('POST', 'UpdateMusicType', { Id: songs, MenuName: '乙' }, tokens.adminB)).ErrorMessage).toBe('音乐类型不存在');
    expect((await call('POST', 'DelMusicType', { Id: songs }, tokens.adminB)).ErrorMessage).toBe('音乐类型不存在');
    const typeB = (await ok('POST', 'AddMusicType', { MenuName: '儿歌' }, tokens.adminB)).Id as number;
    expect((await call('POST', 'AddMusic', { MusicName: '偷', MusicType: typeB, FileId: fileId }, tokens.adminB)).ErrorMessage).toBe(`文件（编号${fileId}）不存在`);
    expect((await call('POST', 'AddMusic', { MusicName: '偷', MusicType: songs, FileId: fileId }, tokens.adminB)).ErrorMessage).toBe('音乐类型不存在');
    expect((await t.app.inject({ method: 'GET', url: `/javaApi/file/getFile?fileId=${fileId}`, headers: { auth: tokens.adminB } })).json().message).toBe('文件不存在');
  });

  it('answers only a session whose role grants 音乐, in both families', async () => {
    for (const [method, legacy, java] of [
      ['GET', 'GetMusicList', 'getMusicList'],
      ['GET', 'GetMusicListNum', 'getMusicCount'],
      ['GET', 'GetAllMusicType', 'getAllMusicType'],
      ['POST', 'AddMusic', 'addMusic'],
      ['POST', 'UpdateMusic', 'updateMusic'],
      ['POST', 'DelMusic', 'deleteMusic'],
      ['POST', 'AddMusicType', 'addMusicType'],
      ['POST', 'UpdateMusicType', 'updateMusicType'],
      ['POST', 'DelMusicType', 'deleteMusicType'],
    ] as const) {
      expect((await call(method, legacy, {}, null)).ErrorCode, legacy).toBe(ErrorCode.MISSING_TOKEN);
      expect((await call(method, legacy, { MusicId: 1, Id: 1 }, tokens.teacher)).ErrorCode, legacy).toBe(ErrorCode.NOT_ALLOWED);
      expect((await t.call(method, `${J}${java}`, { token: tokens.teacher, ...(method === 'POST' ? { body: {} } : {}) })).body.code, java).toBe(ErrorCode.NOT_ALLOWED);
    }
    expect((await upload(sampleWav(1), '儿歌.wav', tokens.teacher)).last).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '当前角色无权上传音乐' });
  });
});

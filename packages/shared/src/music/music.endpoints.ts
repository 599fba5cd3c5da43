import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddMusicInput,
  AddMusicTypeInput,
  MusicCount,
  MusicCountInput,
  MusicIdInput,
  MusicList,
  MusicListInput,
  MusicTypeIdInput,
  MusicTypeList,
  MusicTypesInput,
  SavedMusic,
  SavedMusicType,
  UpdateMusicInput,
  UpdateMusicTypeInput,
} from './music.schemas.js';

const MUSIC = 'ResourceManage.Music';
const L = '/api/Music/' as const;
const J = '/javaApi/music/' as const;

/**
 * 教学资源 > 音乐: the school's music for the classes, by types of its own. The spec names these calls
 * by purpose only (list, count, all types; add, delete, add type, update type, delete type); their
 * paths follow the legacy Drawbook calls (…ListNum, Del…) and the Java family's style. UpdateMusic
 * (rename, move to another type) is ours. A file is uploaded first as kind Music, in 100 KB chunks;
 * its size and length are read from it on the server.
 */
export const musicEndpoints = {
  getMusicListNum: defineEndpoint({
    id: 'music.getMusicListNum',
    summary: '音乐数量（按类型、名称筛选）',
    access: MUSIC,
    java: { method: 'GET', path: `${J}getMusicCount` },
    legacy: { method: 'GET', path: `${L}GetMusicListNum` },
    input: MusicCountInput,
    output: MusicCount,
  }),
  getMusicList: defineEndpoint({
    id: 'music.getMusicList',
    summary: '音乐列表（按类型、名称筛选；最新在前，取第 startNum 至 endNum 条；含时长与大小）',
    access: MUSIC,
    java: { method: 'GET', path: `${J}getMusicList` },
    legacy: { method: 'GET', path: `${L}GetMusicList` },
    input: MusicListInput,
    output: MusicList,
  }),
  getAllMusicType: defineEndpoint({
    id: 'music.getAllMusicType',
    summary: '本园的全部音乐类型及各类型的音乐数',
    access: MUSIC,
    java: { method: 'GET', path: `${J}getAllMusicType` },
    legacy: { method: 'GET', path: `${L}GetAllMusicType` },
    input: MusicTypesInput,
    output: MusicTypeList,
  }),
  addMusic: defineEndpoint({
    id: 'music.addMusic',
    summary: '添加音乐（文件先以 Music 类别分片上传；大小与时长由服务器从文件读取）',
    access: MUSIC,
    java: { method: 'POST', path: `${J}addMusic` },
    legacy: { method: 'POST', path: `${L}AddMusic` },
    input: AddMusicInput,
    output: SavedMusic,
    creates: 'musicId',
  }),
  updateMusic: defineEndpoint({
    id: 'music.updateMusic',
    summary: '修改音乐的名称与类型（文件不变）',
    access: MUSIC,
    java: { method: 'POST', path: `${J}updateMusic` },
    legacy: { method: 'POST', path: `${L}UpdateMusic` },
    input: UpdateMusicInput,
    output: Done,
  }),
  delMusic: defineEndpoint({
    id: 'music.delMusic',
    summary: '删除音乐及其文件',
    access: MUSIC,
    java: { method: 'POST', path: `${J}deleteMusic` },
    legacy: { method: 'POST', path: `${L}DelMusic` },
    input: MusicIdInput,
    output: Done,
  }),
  addMusicType: defineEndpoint({
    id: 'music.addMusicType',
    summary: '添加音乐类型',
    access: MUSIC,
    java: { method: 'POST', path: `${J}addMusicType` },
    legacy: { method: 'POST', path: `${L}AddMusicType` },
    input: AddMusicTypeInput,
    output: SavedMusicType,
    creates: 'id',
  }),
  updateMusicType: defineEndpoint({
    id: 'music.updateMusicType',
    summary: '修改音乐类型的名称与说明',
    access: MUSIC,
    java: { method: 'POST', path: `${J}updateMusicType` },
    legacy: { method: 'POST', path: `${L}UpdateMusicType` },
    input: UpdateMusicTypeInput,
    output: Done,
  }),
  delMusicType: defineEndpoint({
    id: 'music.delMusicType',
    summary: '删除音乐类型（类型下没有音乐时）',
    access: MUSIC,
    java: { method: 'POST', path: `${J}deleteMusicType` },
    legacy: { method: 'POST', path: `${L}DelMusicType` },
    input: MusicTypeIdInput,
    output: Done,
  }),
};

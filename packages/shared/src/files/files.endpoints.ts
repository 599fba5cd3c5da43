import { defineEndpoint, fileOutput } from '../endpoint.js';
import {
  DownloadInput,
  FileIdInput,
  FileInfo,
  SignedFileUrl,
  UploadChunkInput,
  UploadChunkResult,
  UploadIdInput,
  UploadStatus,
} from './files.schemas.js';

export const fileEndpoints = {
  uploadCarveFile: defineEndpoint({
    id: 'files.uploadCarveFile',
    summary: '分片上传文件（multipart 字段 files；文件地址含 jwt 时使用，凭登录令牌）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/FileUpload/UploadCarveFile' },
    input: UploadChunkInput,
    output: UploadChunkResult,
  }),
  /**
   * Signed as every legacy signed path is: md5(key + legacySignatureText(path, query, timestamp)),
   * the lowercased path and sorted query without slashes, then the timestamp.
   */
  uploadCarveFileSigned: defineEndpoint({
    id: 'files.uploadCarveFileSigned',
    summary: '分片上传文件（签名路径；同样需要登录令牌，令牌决定文件所属园所）',
    access: 'session',
    legacy: { method: 'POST', path: '/api/FileUpload/UploadCarveFile', signed: true },
    input: UploadChunkInput,
    output: UploadChunkResult,
  }),
  getUploadStatus: defineEndpoint({
    id: 'files.getUploadStatus',
    summary: '查询未完成的分片上传已收到的字节数，用于续传',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/file/getUploadStatus' },
    input: UploadIdInput,
    output: UploadStatus,
  }),
  getFileInfo: defineEndpoint({
    id: 'files.getFileInfo',
    summary: '文件信息（含视频转码状态）',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/file/getFileInfo' },
    input: FileIdInput,
    output: FileInfo,
  }),
  getFile: defineEndpoint({
    id: 'files.getFile',
    summary: '下载本园文件',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/file/getFile' },
    input: FileIdInput,
    output: fileOutput,
  }),
  getSignedUrl: defineEndpoint({
    id: 'files.getSignedUrl',
    summary: '生成本园文件的限时下载链接（用于图片、视频标签）',
    access: 'session',
    java: { method: 'GET', path: '/javaApi/file/getSignedUrl' },
    input: FileIdInput,
    output: SignedFileUrl,
  }),
  download: defineEndpoint({
    id: 'files.download',
    summary: '凭链接下载文件：公开文件只需编号，其余需有效签名且未过期',
    access: 'public',
    java: { method: 'GET', path: '/javaApi/file/download' },
    input: DownloadInput,
    output: fileOutput,
  }),
};

import { fileEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { FileService } from './files.service.js';

export const fileHandlers = (files: FileService) =>
  handlersFor(fileEndpoints, {
    uploadCarveFile: (input, context) => files.receiveChunk(input, context),
    uploadCarveFileSigned: (input, context) => files.receiveChunk(input, context),
    getUploadStatus: (input, context) => files.uploadStatus(context, input.uploadId),
    getFileInfo: (input, { db }) => files.info(db, input.fileId),
    getFile: (input, { db }) => files.read(db, input.fileId),
    getSignedUrl: (input, { db }) => files.signedLink(db, input.fileId),
    download: (input) => files.download(input),
  });

import { fileEndpoints, UPLOAD_APP_HEADER, type FileKindName } from '@yuanwu/shared';
import type { call as apiCall } from '../../api';
import type { UploadTransport } from './chunked-upload';

export interface UploadTarget {
  kind: FileKindName;
  /** The name the file was picked with: kept by the server as metadata, never as a path. */
  fileName: string;
  /** Asks the server to make an H.264 MP4 of a video kind that can be converted. */
  convertVideo: boolean;
}

/**
 * Chunks through the console's request layer, on the session-token path of UploadCarveFile (the
 * console holds no app secret to sign with), each carrying the fixed app header.
 */
export function apiTransport(call: typeof apiCall, { kind, fileName, convertVideo }: UploadTarget): UploadTransport {
  const headers = { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value };
  return {
    sendChunk: ({ offset, isLast, bytes, uploadId }, signal) =>
      call(
        fileEndpoints.uploadCarveFile,
        {
          relativeServerName: kind,
          offset,
          isLast: isLast ? 1 : 0,
          isRetainOrigianl: 1,
          ...(convertVideo ? { isAutoCallVideoConvert: 1 } : {}),
          ...(uploadId === undefined ? {} : { uploadId }),
          files: new File([bytes], fileName),
        },
        { signal, headers },
      ),
    receivedBytes: async (uploadId, signal) => (await call(fileEndpoints.getUploadStatus, { uploadId }, { signal })).startOffset,
  };
}

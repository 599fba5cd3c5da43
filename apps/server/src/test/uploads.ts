import { fileKinds, UPLOAD_APP_HEADER, type FileKindName } from '@yuanwu/shared';
import type { TestApp } from './test-app.js';

type LegacyAnswer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: Record<string, any> | null };

/**
 * Sends a whole file as the console does: chunk by chunk at its kind's chunk size (100 KB for music),
 * each at the offset the previous answer named. Answers every chunk's answer and, once stored, the
 * file's id.
 */
export async function uploadInChunks(t: TestApp, file: { kind: FileKindName; bytes: Buffer; fileName: string; token: string; chunkBytes?: number }) {
  const chunkBytes = file.chunkBytes ?? fileKinds[file.kind].chunkBytes;
  const answers: LegacyAnswer[] = [];
  let offset = 0;
  let uploadId: number | undefined;
  do {
    const slice = file.bytes.subarray(offset, offset + chunkBytes);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(slice)]), file.fileName);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: file.kind, offset: String(offset), isLast: offset + slice.length >= file.bytes.length ? '1' : '0', ...(uploadId ? { uploadId: String(uploadId) } : {}) },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: file.token },
      payload: form,
    });
    const answer = response.json() as LegacyAnswer;
    answers.push(answer);
    if (answer.ResponseStatus !== 1) break;
    uploadId = answer.Data!.UploadId as number;
    offset = answer.Data!.StartOffset as number;
  } while (offset < file.bytes.length);
  const last = answers.at(-1)!;
  return { answers, last, fileId: (last.Data?.FileId as number | null | undefined) ?? undefined };
}

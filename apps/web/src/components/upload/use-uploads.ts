import { fileKinds, type FileKindName, type FileTypeName, type UploadChunkResult } from '@yuanwu/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, call } from '../../api';
import { uploadInChunks } from './chunked-upload';
import { isImageKind, pickRefusal, storedLinkOf } from './file-links';
import { apiTransport } from './upload-transport';

/** A file on its way, or stopped on the way. Finished files leave the list for the value. */
export interface UploadItem {
  key: string;
  file: File;
  /** A local copy of a picked picture, shown before and after it is sent. */
  previewUrl?: string;
  status: 'uploading' | 'failed';
  sentBytes: number;
  error?: string;
  /** A failure a later try may get past (the connection): the item offers 继续上传. */
  resumable: boolean;
}

export interface FinishedUpload {
  link: string;
  file: File;
  previewUrl?: string;
  result: UploadChunkResult;
}

const NETWORK_FAILURE_TEXT = '网络连接中断，上传已暂停，请检查网络后继续上传';
const CANCELLED = 'upload cancelled';

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.isNetwork ? NETWORK_FAILURE_TEXT : error.message;
  return '上传失败，请重试';
}

let itemCount = 0;

/**
 * The uploads of one control: starts them, keeps their progress, retries and resumes them, cancels
 * them. `onFinished` hands over each stored file. `types` narrows the kind's types for the control.
 */
export function useUploads(kind: FileKindName, convertVideo: boolean, onFinished: (upload: FinishedUpload) => void, types: readonly FileTypeName[] = fileKinds[kind].types) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploadIds = useRef(new Map<string, number>());
  const finished = useRef(onFinished);
  useLayoutEffect(() => {
    finished.current = onFinished;
  });

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const forget = useCallback((key: string) => {
    controllers.current.get(key)?.abort(new DOMException(CANCELLED, 'AbortError'));
    controllers.current.delete(key);
    uploadIds.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const run = useCallback(
    async (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      update(item.key, { status: 'uploading', error: undefined, resumable: false });
      const uploadId = uploadIds.current.get(item.key);
      try {
        const result = await uploadInChunks({
          file: item.file,
          chunkBytes: fileKinds[kind].chunkBytes,
          transport: apiTransport(call, { kind, fileName: item.file.name, convertVideo }),
          signal: controller.signal,
          ...(uploadId === undefined ? {} : { uploadId }),
          onProgress: (sentBytes) => update(item.key, { sentBytes }),
          onUploadId: (id) => uploadIds.current.set(item.key, id),
        });
        controllers.current.delete(item.key);
        forget(item.key);
        finished.current({ link: storedLinkOf(kind, result), file: item.file, ...(item.previewUrl ? { previewUrl: item.previewUrl } : {}), result });
      } catch (error) {
        if (controller.signal.aborted) return;
        controllers.current.delete(item.key);
        update(item.key, { status: 'failed', error: failureText(error), resumable: error instanceof ApiError && error.isNetwork });
      }
    },
    [kind, convertVideo, update, forget],
  );

  const start = useCallback(
    (file: File) => {
      const refusal = pickRefusal(kind, file, types);
      const item: UploadItem = {
        key: `upload-${(itemCount += 1)}`,
        file,
        ...(isImageKind(kind, types) && !refusal ? { previewUrl: URL.createObjectURL(file) } : {}),
        status: refusal ? 'failed' : 'uploading',
        sentBytes: 0,
        ...(refusal ? { error: refusal } : {}),
        resumable: false,
      };
      setItems((list) => [...list, item]);
      if (!refusal) void run(item);
    },
    [kind, run, types],
  );

  const resume = useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item) void run(item);
    },
    [items, run],
  );

  // Leaving the screen cancels what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort(new DOMException(CANCELLED, 'AbortError'));
    };
  }, []);

  /** Stops an upload, or drops a failed one, with its preview. */
  const cancel = (key: string) => {
    const previewUrl = items.find((item) => item.key === key)?.previewUrl;
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    forget(key);
  };

  return { items, start, resume, cancel };
}

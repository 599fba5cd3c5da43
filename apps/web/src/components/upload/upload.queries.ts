import { useQuery } from '@tanstack/react-query';
import { fileEndpoints } from '@yuanwu/shared';
import { call, queryRoot } from '../../api';
import { fileIdOf, needsSignedLink } from './file-links';

/** A stored file does not change; its signed link is renewed by time, not by writes. */
const filesRoot = queryRoot('files', []);
const uploadKeys = {
  signedUrl: (fileId: number) => [...filesRoot, 'signedUrl', fileId] as const,
  info: (fileId: number) => [...filesRoot, 'info', fileId] as const,
};

/** Signed links last an hour: ask for a new one well before. */
const SIGNED_URL_FRESH_MS = 50 * 60 * 1000;

/**
 * A stored file's link as an <img> or <a> can use: a private file's session link becomes a signed
 * one; other links are usable as they are. Undefined while the signed link is on its way.
 */
export function useFileUrl(link: string | null | undefined): string | undefined {
  const signed = link ? needsSignedLink(link) : false;
  const fileId = link ? fileIdOf(link) : undefined;
  const query = useQuery({
    queryKey: uploadKeys.signedUrl(fileId ?? 0),
    queryFn: () => call(fileEndpoints.getSignedUrl, { fileId: fileId! }),
    enabled: signed,
    staleTime: SIGNED_URL_FRESH_MS,
    gcTime: SIGNED_URL_FRESH_MS,
  });
  if (!link) return undefined;
  return signed ? query.data?.url : link;
}

/** The name a stored file of this server was uploaded with; nothing is asked without a link. */
export function useFileName(link: string | undefined): string | undefined {
  const fileId = link ? fileIdOf(link) : undefined;
  const query = useQuery({
    queryKey: uploadKeys.info(fileId ?? 0),
    queryFn: () => call(fileEndpoints.getFileInfo, { fileId: fileId! }),
    enabled: fileId !== undefined,
    staleTime: Infinity,
  });
  return query.data?.originalName;
}

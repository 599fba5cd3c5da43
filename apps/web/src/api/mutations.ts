import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DownloadedFile } from './client';
import { showsAnyOf, type DataTopic } from './data-topics';
import { saveFile } from './save-file';

export interface WriteOptions<Input, Output, Shown> {
  /** What the write changes on the server: every cached read that shows one of these is read again. */
  changes: readonly DataTopic[];
  /** The caches of what the write removed: dropped, since reading them again would only answer 不存在. */
  forget?(input: Input): readonly QueryKey[];
  /**
   * Shows the write on one cached read before the server answers (a dragged row stays where it was
   * dropped); a refusal reads it again, which puts the server's state back.
   */
  showAtOnce?: { queryKey: QueryKey; update(shown: Shown, input: Input): Shown };
  /** What the screen adds once the caches are on their way (a toast). */
  onSuccess?(output: Output, input: Input): void;
}

const refresh = (queryClient: QueryClient, changes: readonly DataTopic[]) =>
  queryClient.invalidateQueries({ predicate: (query) => showsAnyOf(query.queryKey, changes) });

/** The one write of the console: the call, then every read that shows what it changed. */
export function useWrite<Input, Output, Shown = never>(write: (input: Input) => Promise<Output>, options: WriteOptions<Input, Output, Shown>) {
  const queryClient = useQueryClient();
  const { changes, forget, showAtOnce, onSuccess } = options;
  return useMutation({
    mutationFn: write,
    onMutate: showAtOnce
      ? async (input: Input) => {
          await queryClient.cancelQueries({ queryKey: showAtOnce.queryKey });
          queryClient.setQueryData<Shown>(showAtOnce.queryKey, (shown) => shown && showAtOnce.update(shown, input));
        }
      : undefined,
    onSuccess: (output, input) => {
      for (const queryKey of forget?.(input) ?? []) queryClient.removeQueries({ queryKey });
      onSuccess?.(output, input);
    },
    // Not onError: a mutation with one is taken to report its own failures (query-client.ts).
    onSettled: (_output, error) => (error && !showAtOnce ? undefined : refresh(queryClient, changes)),
  });
}

/** A file the server makes, handed to the browser's save dialog. */
export function useDownload<Input>(download: (input: Input) => Promise<DownloadedFile>) {
  return useMutation({ mutationFn: download, onSuccess: saveFile });
}

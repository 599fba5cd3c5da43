/**
 * Forms waiting on a call, which show a refusal naming one of their fields under that field. A
 * form listens only while its call is on its way; the request layer offers it such a refusal
 * before any toast, so that the message is said once, where the user corrects it.
 */
export type FieldErrorListener = (field: string, message: string) => boolean;

const listeners = new Set<FieldErrorListener>();

/** Runs `work` with `listener` offered the refusals that name a field; true from it means shown. */
export async function listeningForFieldErrors<T>(listener: FieldErrorListener, work: () => Promise<T>): Promise<T> {
  listeners.add(listener);
  try {
    return await work();
  } finally {
    listeners.delete(listener);
  }
}

/** Whether a form waiting on a call showed the refusal under its field. */
export function showUnderField(field: string, message: string): boolean {
  for (const listener of listeners) if (listener(field, message)) return true;
  return false;
}

/**
 * Runs work for a key only after the work queued before it for the same key has settled, so that
 * two requests about one thing never interleave within this process. Between servers, the
 * database decides (see `recordReceived`).
 */
export function keyedQueue<Key>() {
  const tails = new Map<Key, Promise<void>>();
  return <T>(key: Key, work: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

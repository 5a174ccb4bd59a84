/**
 * A value read from the content tables, kept (per key) until the public content changes: the
 * services call `forget()` from the page cache's invalidation, which fires on every write to
 * those tables, on staff changes and on another instance's (app/.server/page-cache/). Meant for
 * what every page shows, such as the shell's news flashes and list of police stations, so a
 * render does not ask the database for the same rows again each time.
 *
 * The promise itself is kept: concurrent requests share one query, and a load that was under way
 * when the content changed is dropped with the rest, so its old rows are not kept. A failed load
 * is not kept either; the next request asks again.
 */
export function cacheUntilContentChanges<Key, Value>(load: (key: Key) => Promise<Value>) {
  const values = new Map<Key, Promise<Value>>();
  return {
    get(key: Key): Promise<Value> {
      let value = values.get(key);
      if (!value) {
        const loading = load(key);
        values.set(key, loading);
        loading.catch(() => {
          if (values.get(key) === loading) values.delete(key);
        });
        value = loading;
      }
      return value;
    },
    /** The content changed: load again next time. */
    forget() {
      values.clear();
    },
  };
}

export type ContentCache<Key, Value> = ReturnType<typeof cacheUntilContentChanges<Key, Value>>;

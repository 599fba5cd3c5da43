/**
 * The legacy family writes field names in PascalCase (YearId, YearName); services and the Java
 * family use camelCase. One renaming, used by the server's adapter and the console's client.
 */
/** Every answer renames the same few hundred field names: each is worked out once (a bounded number kept). */
function remembered(rename: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let renamed = known.get(key);
    if (renamed === undefined) {
      renamed = rename(key);
      if (known.size < 10_000) known.set(key, renamed);
    }
    return renamed;
  };
}

const pascal = remembered((key) => key.charAt(0).toUpperCase() + key.slice(1));
const camel = remembered((key) => key.charAt(0).toLowerCase() + key.slice(1));

type Container = Record<string, unknown> | unknown[];

/** Arrays and plain objects are renamed through; anything else (a Date, a stream) is kept as it is. */
function emptyCopyOf(value: unknown): Container | undefined {
  if (Array.isArray(value)) return new Array<unknown>(value.length);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  return {};
}

/**
 * Iterative, so that no value, however deeply nested a caller made it, can exhaust the stack.
 * A field named `__proto__` is defined rather than assigned, so that it stays a field; the others are
 * assigned, which keeps the copies fast to build and to serialise.
 */
function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  const root = emptyCopyOf(value);
  if (!root) return value;
  const pending: [Container, Container][] = [[value as Container, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, target] = next;
    const isArray = Array.isArray(source);
    for (const [key, item] of Object.entries(source)) {
      const copy = emptyCopyOf(item);
      if (copy) pending.push([item as Container, copy]);
      const name = isArray ? key : rename(key);
      if (name === '__proto__') Object.defineProperty(target, name, { value: copy ?? item, enumerable: true, writable: true, configurable: true });
      else (target as Record<string, unknown>)[name] = copy ?? item;
    }
  }
  return root;
}

export const toLegacyCase = (value: unknown) => renameKeys(value, pascal);
export const fromLegacyCase = (value: unknown) => renameKeys(value, camel);
export const legacyFieldName = pascal;

/** A field's dotted path (`teachers.0.phone`) in the legacy family's case (`Teachers.0.Phone`), and back. */
export const toLegacyPath = (path: string) => path.split('.').map(pascal).join('.');
export const fromLegacyPath = (path: string) => path.split('.').map(camel).join('.');

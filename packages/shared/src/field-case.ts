/**
 * The legacy family writes field names in PascalCase (YearId, YearName); services and the Java
 * family use camelCase. One renaming, used by the server's adapter and the console's client.
 */
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const camel = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

type Container = Record<string, unknown> | unknown[];

/** Arrays and plain objects are renamed through; anything else (a Date, a stream) is kept as it is. */
function emptyCopyOf(value: unknown): Container | undefined {
  if (Array.isArray(value)) return new Array<unknown>(value.length);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  return {};
}

/**
 * Iterative, so that no value, however deeply nested a caller made it, can exhaust the stack.
 * Fields are defined rather than assigned, so that a field named `__proto__` stays a field.
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
      Object.defineProperty(target, isArray ? key : rename(key), { value: copy ?? item, enumerable: true, writable: true, configurable: true });
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

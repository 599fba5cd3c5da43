/**
 * The legacy family writes field names in PascalCase (YearId, YearName); services and the Java
 * family use camelCase. One renaming, used by the server's adapter and the console's client.
 */
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const camel = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [rename(key), renameKeys(item, rename)]));
}

export const toLegacyCase = (value: unknown) => renameKeys(value, pascal);
export const fromLegacyCase = (value: unknown) => renameKeys(value, camel);
export const legacyFieldName = pascal;

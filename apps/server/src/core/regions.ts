import { createRequire } from 'node:module';

/** The national list of provinces, cities and counties by GB/T 2260 code, shipped by china-area-data. */
const divisions = createRequire(import.meta.url)('china-area-data/data.json') as Record<string, Record<string, string>>;
const COUNTRY = '86';

const regionsUnder = (code: string) => Object.entries(divisions[code] ?? {}).map(([childCode, name]) => ({ code: childCode, name }));

export const provinces = () => regionsUnder(COUNTRY);
export const citiesOf = (provinceCode: string) => regionsUnder(provinceCode);
export const countiesOf = (cityCode: string) => regionsUnder(cityCode);

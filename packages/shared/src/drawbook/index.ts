export * from './drawbook.schemas.js';
export * from './drawbook.endpoints.js';

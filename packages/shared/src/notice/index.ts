export * from './notice.schemas.js';
export * from './notice.endpoints.js';

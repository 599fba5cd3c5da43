export * from './filter.schemas.js';
export * from './filter.endpoints.js';

export * from './cookbook.schemas.js';
export * from './cookbook.endpoints.js';

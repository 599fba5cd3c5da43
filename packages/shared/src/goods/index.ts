export * from './goods.schemas.js';
export * from './goods.endpoints.js';

export * from './account.schemas.js';
export * from './account.endpoints.js';

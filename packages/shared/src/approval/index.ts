export * from './approval.schemas.js';
export * from './approval.endpoints.js';

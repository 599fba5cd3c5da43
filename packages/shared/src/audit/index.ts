export * from './audit.schemas.js';
export * from './audit.endpoints.js';

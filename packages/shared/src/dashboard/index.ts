export * from './dashboard.schemas.js';
export * from './dashboard.endpoints.js';

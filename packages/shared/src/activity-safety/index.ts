export * from './activity-safety.schemas.js';
export * from './activity-safety.endpoints.js';

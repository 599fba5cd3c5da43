export * from './attendance.schemas.js';
export * from './attendance.endpoints.js';

export * from './checkup.schemas.js';
export * from './checkup.endpoints.js';

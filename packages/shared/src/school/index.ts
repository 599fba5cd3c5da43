export * from './school.schemas.js';
export * from './school.endpoints.js';

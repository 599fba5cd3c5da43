export * from './school-year.schemas.js';
export * from './school-year.endpoints.js';

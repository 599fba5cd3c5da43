export * from './holiday.schemas.js';
export * from './holiday.endpoints.js';

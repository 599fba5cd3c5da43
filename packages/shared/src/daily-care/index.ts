export * from './daily-care.schemas.js';
export * from './daily-care.endpoints.js';

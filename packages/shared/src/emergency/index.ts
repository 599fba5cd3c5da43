export * from './emergency.schemas.js';
export * from './emergency.endpoints.js';

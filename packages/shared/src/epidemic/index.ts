export * from './epidemic.schemas.js';
export * from './epidemic.endpoints.js';

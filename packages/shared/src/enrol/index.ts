export * from './enrol.schemas.js';
export * from './enrol.endpoints.js';

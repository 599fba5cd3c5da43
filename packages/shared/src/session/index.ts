export * from './session.schemas.js';
export * from './session.endpoints.js';

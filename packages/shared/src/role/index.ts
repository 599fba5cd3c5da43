export * from './role.schemas.js';
export * from './role.endpoints.js';

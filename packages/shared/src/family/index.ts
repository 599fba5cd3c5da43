export * from './family.schemas.js';
export * from './family.endpoints.js';

export * from './class-group.schemas.js';
export * from './class-group.endpoints.js';

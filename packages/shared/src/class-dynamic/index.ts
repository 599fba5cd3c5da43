export * from './class-dynamic.schemas.js';
export * from './class-dynamic.endpoints.js';

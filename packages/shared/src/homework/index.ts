export * from './homework.schemas.js';
export * from './homework.endpoints.js';

export * from './compliance.rules.js';
export * from './compliance.schemas.js';
export * from './compliance.endpoints.js';

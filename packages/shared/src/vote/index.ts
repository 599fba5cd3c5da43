export * from './vote.rules.js';
export * from './vote.schemas.js';
export * from './vote.endpoints.js';

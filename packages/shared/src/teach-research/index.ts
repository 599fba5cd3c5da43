export * from './teach-research.schemas.js';
export * from './teach-research.endpoints.js';

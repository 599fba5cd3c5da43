export * from './appraise.schemas.js';
export * from './appraise.endpoints.js';

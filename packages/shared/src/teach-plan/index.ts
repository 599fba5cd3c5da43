export * from './teach-plan.rules.js';
export * from './teach-plan.schemas.js';
export * from './teach-plan.endpoints.js';
export * from './activity-library.schemas.js';
export * from './activity-library.endpoints.js';

export * from './teach-plan.rules.js';
export * from './teach-plan.schemas.js';
export * from './teach-plan.endpoints.js';

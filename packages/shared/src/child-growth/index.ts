export * from './child-growth.schemas.js';
export * from './child-growth.endpoints.js';
export * from './observation-catalogue.js';
export * from './observation.schemas.js';

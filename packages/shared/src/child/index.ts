export * from './ethnic-groups.js';
export * from './child.schemas.js';
export * from './child.endpoints.js';

export * from './teacher.schemas.js';
export * from './teacher.endpoints.js';
export * from './staff-group.schemas.js';
export * from './staff-group.endpoints.js';
export * from './teaching-summary.schemas.js';
export * from './teaching-summary.endpoints.js';

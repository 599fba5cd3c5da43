export * from './teacher-card.schemas.js';
export * from './teacher-card.endpoints.js';

export * from './student-card.schemas.js';
export * from './student-card.endpoints.js';

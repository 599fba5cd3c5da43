export * from './courseware.rules.js';
export * from './courseware.schemas.js';
export * from './lesson.schemas.js';
export * from './courseware.endpoints.js';

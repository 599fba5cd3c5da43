export * from './teacher-attend.schemas.js';
export * from './teacher-attend.endpoints.js';

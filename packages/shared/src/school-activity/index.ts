export * from './school-activity.schemas.js';
export * from './school-activity.endpoints.js';

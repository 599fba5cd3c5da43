export * from './record-statics.schemas.js';
export * from './record-statics.endpoints.js';

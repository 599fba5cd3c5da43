export * from './file-kinds.js';
export * from './files.schemas.js';
export * from './files.endpoints.js';

export * from './teach-note.schemas.js';
export * from './teach-note.endpoints.js';

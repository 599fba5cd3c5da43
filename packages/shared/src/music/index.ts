export * from './music.schemas.js';
export * from './music.endpoints.js';

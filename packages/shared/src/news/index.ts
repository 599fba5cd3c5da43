export * from './news.schemas.js';
export * from './news.endpoints.js';

export * from './app-setup.schemas.js';
export * from './app-setup.endpoints.js';

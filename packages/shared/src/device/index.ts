export * from './device.schemas.js';
export * from './device.endpoints.js';

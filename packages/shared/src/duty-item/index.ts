export * from './duty-item.schemas.js';
export * from './default-duty-items.js';
export * from './duty-item.endpoints.js';

export * from './workbook.schemas.js';
export * from './workbook.endpoints.js';

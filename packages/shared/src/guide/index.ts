export * from './guide.js';

export * from './questionnaire.paths.js';
export * from './questionnaire.rules.js';
export * from './questionnaire.schemas.js';
export * from './questionnaire.endpoints.js';

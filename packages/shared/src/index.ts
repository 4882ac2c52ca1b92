export * from './plans';
export * from './api/common';
export * from './api/auth';

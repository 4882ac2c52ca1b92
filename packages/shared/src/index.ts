export * from './plans';
export * from './api/common';
export * from './api/auth';
export * from './api/systems';
export * from './api/chat';
export * from './realtime/events';
export * from './api/admin';

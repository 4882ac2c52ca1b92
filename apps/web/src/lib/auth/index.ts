export * from './get-user';
export * from './login';
export * from './register';
export * from './logout';

export { startRefusingPgServer } from './refusing-server';

export { startRefusingPgServer } from './refusing-server';
export { startCountingPgProxy, type CountingPgProxy } from './counting-proxy';

export { seeded } from '../../../lib/random';

export const sqlString = (s: string | null) => (s === null ? 'NULL' : `'${s.replace(/'/g, "''")}'`);

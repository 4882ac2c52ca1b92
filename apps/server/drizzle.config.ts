import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npm run db:generate`) and applied by the server on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});

// drizzle-kit generates SQL migrations from the schema; they are applied at run time by src/db/migrate.ts.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})

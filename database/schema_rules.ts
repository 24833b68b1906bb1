import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/**
 * Column typing rules for the generated database/schema.ts. SQLite stores
 * booleans as integers, so boolean columns are consumed as real booleans on
 * both SQLite and PostgreSQL.
 */
export default {
  types: {
    boolean: {
      decorator: '@column({ consume: (value: unknown) => Boolean(value) })',
      tsType: 'boolean',
    },
  },
} satisfies SchemaRules

import type { ColumnInfo, SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/**
 * Column typing rules for the generated database/schema.ts. The goal is one
 * behaviour on SQLite and PostgreSQL (codecs in database/columns.ts):
 *
 * - booleans: SQLite stores integers, so they are consumed as real booleans,
 *   and NULL stays null (an unanswered yes/no is not a "no");
 * - instants: written and read as UTC;
 * - JSON: text columns with prepare/consume;
 * - secrets (token hashes, calendar tokens): never serialized.
 */

const codecs = { source: '#database/columns' }

function utcDateTime(extraArgs = ''): ColumnInfo {
  return {
    tsType: 'DateTime',
    imports: [
      { source: 'luxon', namedImports: ['DateTime'] },
      { ...codecs, namedImports: ['prepareUtcDateTime', 'consumeUtcDateTime'] },
    ],
    decorator: `@column.dateTime({ ${extraArgs}prepare: prepareUtcDateTime, consume: consumeUtcDateTime })`,
  }
}

function jsonText(tsType: string): ColumnInfo {
  return {
    tsType,
    imports: [{ ...codecs, namedImports: ['prepareJson', 'consumeJson'] }],
    decorator: '@column({ prepare: prepareJson, consume: consumeJson })',
  }
}

const hidden: ColumnInfo = { tsType: 'string', decorator: '@column({ serializeAs: null })' }

export default {
  types: {
    boolean: {
      decorator: '@column({ consume: consumeBoolean })',
      imports: [{ ...codecs, namedImports: ['consumeBoolean'] }],
      tsType: 'boolean',
    },
    DateTime: utcDateTime(),
  },
  columns: {
    created_at: utcDateTime('autoCreate: true, '),
    updated_at: utcDateTime('autoCreate: true, autoUpdate: true, '),
  },
  tables: {
    mentor_profiles: { columns: { company_sizes: jsonText('string[]') } },
    saved_searches: { columns: { criteria: jsonText('Record<string, unknown>') } },
    matching_requests: { columns: { criteria: jsonText('Record<string, unknown>') } },
    audit_logs: {
      columns: {
        before: jsonText('Record<string, unknown>'),
        after: jsonText('Record<string, unknown>'),
      },
    },
    auth_tokens: { columns: { token_hash: hidden } },
    calendar_connections: { columns: { access_token: hidden, refresh_token: hidden } },
  },
} satisfies SchemaRules

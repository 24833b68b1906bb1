import db from '@adonisjs/lucid/services/db'

/*
| The whole migrated database, read as it is: every table, the columns that
| refer to a user, and every row. For the checks that nothing of a deleted
| member is left anywhere, and that every table has an owner.
*/

function postgres() {
  return db.connection().dialect.name === 'postgres'
}

/** Every table of the migrated database (read through the query client, global transaction or not). */
export async function allTables(): Promise<string[]> {
  const rows = postgres()
    ? await db
        .from('information_schema.tables')
        .where('table_schema', 'public')
        .where('table_type', 'BASE TABLE')
        .select('table_name as name')
    : await db
        .from('sqlite_master')
        .where('type', 'table')
        .whereNot('name', 'like', 'sqlite_%')
        .select('name')
  return rows.map((row) => row.name as string).sort()
}

/** Columns that refer to users: foreign keys to `users`, and any `*user_id` or `tokenable_id`. */
export async function userColumns(): Promise<Map<string, Set<string>>> {
  const columns = new Map<string, Set<string>>()
  const add = (table: string, column: string) => {
    if (!columns.has(table)) columns.set(table, new Set())
    columns.get(table)!.add(column)
  }
  if (postgres()) {
    const result = await db.rawQuery(
      `select kcu.table_name, kcu.column_name
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
       where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users'`
    )
    for (const row of result.rows) add(row.table_name, row.column_name)
  }
  for (const table of await allTables()) {
    if (!postgres()) {
      const keys: { table: string; from: string }[] = await db.rawQuery(
        `pragma foreign_key_list(\`${table}\`)`
      )
      for (const key of keys) if (key.table === 'users') add(table, key.from)
    }
  }
  return columns
}

/** A column named as a user's id is one, foreign key or not (`slot_versions.mentor_user_id`). */
function namesAUser(column: string) {
  return /(^|_)user_id$/.test(column) || column === 'tokenable_id'
}

export type Person = { id: number; email: string; firstName: string; lastName: string }

/**
 * Where the person is still found: a value of any row naming their e-mail, first or last name
 * (case-insensitive), a column referring to users holding their id, or an audit entry about
 * their account. `except` leaves out rows that may name them by design.
 */
export async function tracesOf(
  person: Person,
  except: (table: string, row: Record<string, unknown>) => boolean = () => false
) {
  const words = [person.email, person.firstName, person.lastName].map((word) => word.toLowerCase())
  const references = await userColumns()
  const found: string[] = []
  for (const table of await allTables()) {
    const rows: Record<string, unknown>[] = await db.from(table).select('*')
    for (const row of rows) {
      if (except(table, row)) continue
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue
        const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
        const lower = text.toLowerCase()
        for (const word of words) {
          if (lower.includes(word)) found.push(`${table}.${column} names "${word}": ${text}`)
        }
        const reference = references.get(table)?.has(column) || namesAUser(column)
        if (reference && String(value) === String(person.id)) {
          found.push(`${table}.${column} = ${person.id}`)
        }
      }
      if (
        table === 'audit_logs' &&
        ['user', 'mentor'].includes(String(row.entity_type)) &&
        String(row.entity_id) === String(person.id)
      ) {
        found.push(`audit_logs #${row.id} (${row.action}) about user ${person.id}`)
      }
    }
  }
  return found
}

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { personalDataParts } from '#core/services/personal_data'
import { allTables } from '#tests/helpers/database_scan'

/*
| Every table of the migrated database is answered for by one module: named
| in its part's `tables` (it holds members' data, which the part exports and
| erases) or in its `impersonal` tables, with why. A new table nobody names
| fails here until its module says which it is.
*/

/** What is wrong with the owners of the database's tables (nothing: all empty). */
async function ownershipProblems() {
  const tables = await allTables()
  const owners = new Map<string, string[]>()
  for (const part of personalDataParts()) {
    for (const table of [...part.tables, ...Object.keys(part.impersonal ?? {})]) {
      owners.set(table, [...(owners.get(table) ?? []), part.module])
    }
  }
  return {
    unnamed: tables.filter((table) => !owners.has(table)),
    namedTwice: [...owners].filter(([, modules]) => modules.length > 1).map(([table]) => table),
    missing: [...owners.keys()].filter((table) => !tables.includes(table)),
  }
}

test.group('Members data | every table has an owner', () => {
  test('each module that owns tables registers its part, once', ({ assert }) => {
    assert.sameMembers(
      personalDataParts().map((part) => part.module),
      ['core', 'accounts', 'mentoring', 'scheduling', 'billing', 'referrals']
    )
    for (const part of personalDataParts()) {
      for (const [table, why] of Object.entries(part.impersonal ?? {})) {
        assert.isAbove(why.trim().length, 10, `${part.module} says why ${table} is impersonal`)
      }
    }
  })

  test('every table is named by exactly one part, and every named table exists', async ({
    assert,
  }) => {
    assert.deepEqual(await ownershipProblems(), { unnamed: [], namedTwice: [], missing: [] })
  })

  test('a table added without an owner fails the check', async ({ assert, cleanup }) => {
    const table = `unowned_notes_${Date.now().toString(36)}`
    await db.connection().schema.createTable(table, (columns) => {
      columns.increments('id')
      columns.text('body')
    })
    cleanup(() => db.connection().schema.dropTableIfExists(table))
    const { unnamed } = await ownershipProblems()
    assert.deepEqual(unnamed, [table])
  })
})

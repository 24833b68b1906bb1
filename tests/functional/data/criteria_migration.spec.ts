import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import CamelCaseMatchingCriteria from '#database/migrations/0026_camel_case_matching_criteria'
import { givenUser } from '#tests/helpers/users'

/** Runs migration 0026 one way over the test database's stored criteria. */
async function run(direction: 'up' | 'down') {
  const migration = new CamelCaseMatchingCriteria(
    db.connection(),
    '0026_camel_case_matching_criteria'
  )
  await (direction === 'up' ? migration.execUp() : migration.execDown())
}

async function criteriaOf(table: string, id: number) {
  const row = await db.from(table).where('id', id).firstOrFail()
  return JSON.parse(row.criteria)
}

test.group('Migration 0026 | stored matching criteria', () => {
  test('renames the keys of criteria stored in snake_case, keeps every value, and back', async ({
    assert,
  }) => {
    const user = await givenUser()
    const snake = {
      industries: [3, 1],
      skills: [],
      experience_level: 'senior',
      company_size: 'startup',
      min_rating: 4,
      session_format: 'video',
      goals: 'Raise a seed round',
      max_results: 20,
    }
    const now = new Date()
    const [saved] = await db
      .table('saved_searches')
      .insert({
        user_id: user.id,
        name: 'Fintech',
        criteria: JSON.stringify(snake),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const [request] = await db
      .table('matching_requests')
      .insert({
        user_id: user.id,
        message: 'Help me find a mentor',
        criteria: JSON.stringify(snake),
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const [withoutCriteria] = await db
      .table('matching_requests')
      .insert({
        user_id: user.id,
        message: 'No criteria',
        criteria: null,
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const idOf = (row: number | { id: number }) => (typeof row === 'object' ? row.id : row)

    await run('up')
    const camel = {
      industries: [3, 1],
      skills: [],
      experienceLevel: 'senior',
      companySize: 'startup',
      minRating: 4,
      sessionFormat: 'video',
      goals: 'Raise a seed round',
      maxResults: 20,
    }
    assert.deepEqual(await criteriaOf('saved_searches', idOf(saved)), camel)
    assert.deepEqual(await criteriaOf('matching_requests', idOf(request)), camel)
    const untouched = await db.from('matching_requests').where('id', idOf(withoutCriteria)).first()
    assert.isNull(untouched.criteria)

    await run('down')
    assert.deepEqual(await criteriaOf('saved_searches', idOf(saved)), snake)
    assert.deepEqual(await criteriaOf('matching_requests', idOf(request)), snake)
    // Up again, for the rows other tests of this process keep (the database stays migrated).
    await run('up')
    assert.deepEqual(await criteriaOf('saved_searches', idOf(saved)), camel)
  })
})

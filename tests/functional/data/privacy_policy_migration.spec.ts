import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import PrivacyPolicyDescribesDataRights from '#database/migrations/0029_privacy_policy_describes_data_rights'
import { DEFAULT_CONTENT } from '#database/seeding/content_pages'
import { givenUser } from '#tests/helpers/users'

async function runUp() {
  const migration = new PrivacyPolicyDescribesDataRights(
    db.connection(),
    '0029_privacy_policy_describes_data_rights'
  )
  await migration.execUp()
}

test.group('Migration 0029 | the privacy policy describes the data rights', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a privacy page no admin edited gets the new text; an edited one stays', async ({
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    await db.from('content_pages').where('key', 'privacy').delete()
    const now = new Date()
    await db.table('content_pages').multiInsert([
      {
        key: 'privacy',
        locale: 'en',
        title: 'Privacy policy',
        body: 'Account data kept up to 24 months after closing.',
        updated_by_user_id: null,
        created_at: now,
        updated_at: now,
      },
      {
        key: 'privacy',
        locale: 'it',
        title: 'Informativa',
        body: 'Testo scritto da un amministratore.',
        updated_by_user_id: admin.id,
        created_at: now,
        updated_at: now,
      },
    ])

    await runUp()

    const en = await db.from('content_pages').where({ key: 'privacy', locale: 'en' }).firstOrFail()
    assert.equal(en.body, DEFAULT_CONTENT.en.privacy.body)
    assert.include(en.body, 'Download my data')
    const it = await db.from('content_pages').where({ key: 'privacy', locale: 'it' }).firstOrFail()
    assert.equal(it.body, 'Testo scritto da un amministratore.')
  })
})

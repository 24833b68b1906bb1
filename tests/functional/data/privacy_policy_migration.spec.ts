import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import PrivacyPolicyDescribesDataRights from '#database/migrations/0029_privacy_policy_describes_data_rights'
import PrivacyPolicyNamesWhatStays from '#database/migrations/0030_privacy_policy_names_what_stays'
import PrivacyPolicyNamesGoalAnswers from '#database/migrations/0038_privacy_policy_names_goal_answers'
import { DEFAULT_CONTENT } from '#database/seeding/content_pages'
import { givenUser } from '#tests/helpers/users'

const MIGRATIONS = {
  '0029_privacy_policy_describes_data_rights': PrivacyPolicyDescribesDataRights,
  '0030_privacy_policy_names_what_stays': PrivacyPolicyNamesWhatStays,
  '0038_privacy_policy_names_goal_answers': PrivacyPolicyNamesGoalAnswers,
}

async function runUp(name: keyof typeof MIGRATIONS) {
  await new MIGRATIONS[name](db.connection(), name).execUp()
}

test.group('Migrations 0029, 0030, 0038 | the privacy policy names the data rights', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{$self}: a privacy page no admin edited gets the new text; an edited one stays')
    .with(Object.keys(MIGRATIONS) as (keyof typeof MIGRATIONS)[])
    .run(async ({ assert }, name) => {
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

      await runUp(name)

      const en = await db
        .from('content_pages')
        .where({ key: 'privacy', locale: 'en' })
        .firstOrFail()
      assert.equal(en.body, DEFAULT_CONTENT.en.privacy.body)
      assert.include(en.body, 'Download my data')
      assert.include(en.body, 'their mentees get back the credit each booking used')
      assert.include(en.body, 'the messages between you')
      assert.include(
        en.body,
        `your answers to the goal follow-up, without your name, so that your mentors' "Goals reached" figures stay true`
      )
      const it = await db
        .from('content_pages')
        .where({ key: 'privacy', locale: 'it' })
        .firstOrFail()
      assert.equal(it.body, 'Testo scritto da un amministratore.')
    })
})

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

  /** The privacy page in `edited` as an admin wrote it, in the other language as an earlier default. */
  async function givenPrivacyPages(edited: 'en' | 'it') {
    const admin = await givenUser({ role: 'ADMIN' })
    await db.from('content_pages').where('key', 'privacy').delete()
    const now = new Date()
    await db.table('content_pages').multiInsert(
      (['en', 'it'] as const).map((locale) => ({
        key: 'privacy',
        locale,
        title: locale === 'en' ? 'Privacy policy' : 'Informativa',
        body: locale === edited ? 'Written by an admin.' : 'Account data kept up to 24 months.',
        updated_by_user_id: locale === edited ? admin.id : null,
        created_at: now,
        updated_at: now,
      }))
    )
  }

  async function bodyOf(locale: 'en' | 'it') {
    const page = await db.from('content_pages').where({ key: 'privacy', locale }).firstOrFail()
    return page.body as string
  }

  test('{$self}: a privacy page no admin edited gets the new text; an edited one stays')
    .with(Object.keys(MIGRATIONS) as (keyof typeof MIGRATIONS)[])
    .run(async ({ assert }, name) => {
      await givenPrivacyPages('it')

      await runUp(name)

      const en = await bodyOf('en')
      assert.equal(en, DEFAULT_CONTENT.en.privacy.body)
      assert.include(en, 'Download my data')
      assert.include(en, 'their mentees get back the credit each booking used')
      assert.include(en, 'the messages between you')
      assert.include(
        en,
        `your answers to the goal follow-up, without your name, so that your mentors' "Goals reached" figures stay true`
      )
      assert.equal(await bodyOf('it'), 'Written by an admin.')
    })

  test('0038: the Italian page no admin edited gets the Italian text; an edited English one stays', async ({
    assert,
  }) => {
    await givenPrivacyPages('en')

    await runUp('0038_privacy_policy_names_goal_answers')

    const it = await bodyOf('it')
    assert.equal(it, DEFAULT_CONTENT.it.privacy.body)
    assert.include(it, 'le tue risposte alla verifica degli obiettivi, senza il tuo nome')
    assert.include(it, '«Obiettivi raggiunti»')
    assert.equal(await bodyOf('en'), 'Written by an admin.')
  })
})

import { test } from '@japa/runner'
import { Bouncer, type AuthorizationResponse } from '@adonisjs/bouncer'
import User from '#accounts/models/user'
import MentorSettingsPolicy from '#mentoring/policies/mentor_settings_policy'

function member(role: User['role']) {
  const user = new User()
  user.id = 1
  user.role = role
  return user
}

async function edit(role: User['role']): Promise<AuthorizationResponse> {
  return new Bouncer(member(role)).with(MentorSettingsPolicy).execute('edit')
}

test.group('MentorSettingsPolicy', () => {
  test('mentors and admins edit mentor settings', async ({ assert }) => {
    for (const role of ['MENTOR', 'ADMIN'] as const) {
      const allowed = await edit(role)
      assert.isTrue(allowed.authorized, role)
    }
  })

  test('a mentee is FORBIDDEN, told the pages are for mentors', async ({ assert }) => {
    const refused = await edit('STUDENT')
    assert.isFalse(refused.authorized)
    assert.equal(refused.status, 403)
    assert.equal(refused.translation?.identifier, 'errors.auth.mentorOnly')
  })

  test('a visitor is refused', async ({ assert }) => {
    assert.isFalse(await new Bouncer<User>(null).with(MentorSettingsPolicy).allows('edit'))
  })
})

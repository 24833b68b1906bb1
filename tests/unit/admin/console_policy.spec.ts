import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import User from '#accounts/models/user'
import ConsolePolicy from '#admin/policies/console_policy'

function member(role: User['role']) {
  const user = new User()
  user.id = 1
  user.role = role
  return user
}

test.group('ConsolePolicy', () => {
  test('only admins use the console', async ({ assert }) => {
    assert.isTrue(await new Bouncer(member('ADMIN')).with(ConsolePolicy).allows('use'))
    for (const role of ['MENTOR', 'STUDENT'] as const) {
      const refused = await new Bouncer(member(role)).with(ConsolePolicy).execute('use')
      assert.isFalse(refused.authorized, role)
      assert.equal(refused.status, 403, role)
      // The code's own message (no more specific reason is given).
      assert.equal(refused.translation?.identifier, 'errors.codes.FORBIDDEN', role)
    }
  })

  test('a visitor is refused', async ({ assert }) => {
    assert.isFalse(await new Bouncer<User>(null).with(ConsolePolicy).allows('use'))
  })
})

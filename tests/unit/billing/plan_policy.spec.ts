import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import User from '#accounts/models/user'
import PlanPolicy from '#billing/policies/plan_policy'

function member(role: User['role']) {
  const user = new User()
  user.id = 1
  user.role = role
  return user
}

test.group('PlanPolicy', () => {
  test('mentees and admins use plans, payments and the PRO features', async ({ assert }) => {
    assert.isTrue(await new Bouncer(member('STUDENT')).with(PlanPolicy).allows('use'))
    assert.isTrue(await new Bouncer(member('ADMIN')).with(PlanPolicy).allows('use'))
  })

  test('mentors buy nothing: FORBIDDEN', async ({ assert }) => {
    const refused = await new Bouncer(member('MENTOR')).with(PlanPolicy).execute('use')
    assert.isFalse(refused.authorized)
    assert.equal(refused.status, 403)
    assert.equal(refused.translation?.identifier, 'errors.codes.FORBIDDEN')
  })
})

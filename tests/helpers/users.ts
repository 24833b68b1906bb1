import User from '#accounts/models/user'
import { DateTime } from 'luxon'
import type { Role } from '#business/accounts'

let sequence = 0

/**
 * A verified, active user. Tests read as stories: `givenUser({ role: 'MENTOR' })`.
 */
export async function givenUser(
  overrides: Partial<
    Pick<User, 'firstName' | 'lastName' | 'email' | 'onboarded' | 'status' | 'locale' | 'timezone'>
  > & { role?: Role } = {}
) {
  sequence += 1
  return User.create({
    firstName: 'Test',
    lastName: `User${sequence}`,
    email: `user${sequence}-${Date.now()}@example.test`,
    password: 'a-long-test-password-2026',
    role: 'STUDENT',
    status: 'active',
    onboarded: true,
    emailVerifiedAt: DateTime.now(),
    ...overrides,
  })
}

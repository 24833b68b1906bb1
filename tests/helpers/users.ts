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

/** A password the strength rules accept. */
export const STRONG_PASSWORD = 'Maple-Harbor-73-Lantern'

let newcomers = 0

/** Registration fields of someone signing up (the spec's snake_case API shape). */
export function newcomer(overrides: Record<string, unknown> = {}) {
  newcomers += 1
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace.hopper.${newcomers}.${Date.now()}@example.test`,
    password: STRONG_PASSWORD,
    ...overrides,
  }
}

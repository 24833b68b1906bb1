import { test } from '@japa/runner'
import {
  REFERRAL_RULES,
  discountExpiryDaysRemaining,
  nextFreeSessionProgress,
  referralsUntilNextFreeSession,
} from '#business/referrals'

const DAY = 86_400_000

test.group('Referrals | derived values', () => {
  test('progress to the next free session at 0, 1, 2, 3, 4 and 6 referrals', ({ assert }) => {
    const progress = [0, 1, 2, 3, 4, 6].map(nextFreeSessionProgress)
    assert.deepEqual(
      progress.map((value) => Math.round(value * 100) / 100),
      [0, 33.33, 66.67, 0, 33.33, 0]
    )
  })

  test('referrals until the next free session: a remainder of 0 shows 3', ({ assert }) => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6].map(referralsUntilNextFreeSession),
      [3, 2, 1, 3, 2, 1, 3]
    )
    assert.equal(REFERRAL_RULES.conversionsPerFreeSession, 3)
  })

  test('discount days remaining: rounded up in the future, 0 today-at-expiry and in the past', ({
    assert,
  }) => {
    const now = new Date('2026-11-22T12:00:00Z')
    // Future: whole and partial days round up.
    assert.equal(discountExpiryDaysRemaining(new Date(now.getTime() + 30 * DAY), now), 30)
    assert.equal(discountExpiryDaysRemaining(new Date(now.getTime() + 29.5 * DAY), now), 30)
    assert.equal(discountExpiryDaysRemaining(new Date(now.getTime() + 1), now), 1)
    // Expiring later today still counts as one day.
    assert.equal(discountExpiryDaysRemaining(new Date('2026-11-22T23:59:00Z'), now), 1)
    // At the instant of expiry and after: 0, never negative.
    assert.equal(discountExpiryDaysRemaining(now, now), 0)
    assert.equal(discountExpiryDaysRemaining(new Date(now.getTime() - 1), now), 0)
    assert.equal(discountExpiryDaysRemaining(new Date(now.getTime() - 10 * DAY), now), 0)
  })

  test('the programme constants of the spec', ({ assert }) => {
    assert.equal(REFERRAL_RULES.codeLength, 8)
    assert.equal(REFERRAL_RULES.discountValidityDays, 30)
    assert.equal(REFERRAL_RULES.conversionWindowDays, 30)
    assert.equal(REFERRAL_RULES.creditPerConversionEur, 10)
    assert.equal(REFERRAL_RULES.defaultPageSize, 10)
    assert.equal(REFERRAL_RULES.firstPage, 1)
  })
})

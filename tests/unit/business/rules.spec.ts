import { test } from '@japa/runner'
import { PRICES_EUR, periodSaving, MONTHLY_CALL_QUOTA } from '#business/pricing'
import {
  REFERRAL_RULES,
  discountExpiryDaysRemaining,
  nextFreeSessionProgress,
  referralsUntilNextFreeSession,
} from '#business/referrals'
import { isPublicPath } from '#business/app'
import { SESSION_RULES } from '#business/sessions'
import { MATCHING_POINTS } from '#business/matching'
import { PROFILE_IMAGE_RULES } from '#business/accounts'

test.group('Business rules | pricing', () => {
  test('configured prices give the advertised savings (415, 60, 25)', ({ assert }) => {
    assert.equal(periodSaving('PRO', 'annual'), 415)
    assert.equal(periodSaving('BASE', 'annual'), 60)
    assert.equal(periodSaving('PRO', 'trimestral'), 25)
    assert.equal(periodSaving('BASE', 'trimestral'), 25)
    assert.equal(periodSaving('BASE', 'monthly'), 0)
    assert.deepEqual(PRICES_EUR.BASE, { monthly: 29, trimestral: 62, annual: 288 })
  })

  test('quotas: BASE one call a month, PRO unlimited, FREE none', ({ assert }) => {
    assert.equal(MONTHLY_CALL_QUOTA.BASE, 1)
    assert.isNull(MONTHLY_CALL_QUOTA.PRO)
    assert.equal(MONTHLY_CALL_QUOTA.FREE, 0)
  })
})

test.group('Business rules | referrals (spec section 4)', () => {
  test('free-session progress is successful referrals modulo 3 as a share of 3', ({ assert }) => {
    assert.equal(nextFreeSessionProgress(0), 0)
    assert.closeTo(nextFreeSessionProgress(1), 33.33, 0.01)
    assert.closeTo(nextFreeSessionProgress(2), 66.67, 0.01)
    assert.equal(nextFreeSessionProgress(3), 0)
    assert.closeTo(nextFreeSessionProgress(4), 33.33, 0.01)
  })

  test('referrals until the next free session: 3 minus the remainder, 0 shown as 3', ({
    assert,
  }) => {
    assert.equal(referralsUntilNextFreeSession(0), 3)
    assert.equal(referralsUntilNextFreeSession(1), 2)
    assert.equal(referralsUntilNextFreeSession(2), 1)
    assert.equal(referralsUntilNextFreeSession(3), 3)
    assert.equal(referralsUntilNextFreeSession(7), 2)
  })

  test('discount days left are rounded up, and 0 once expired', ({ assert }) => {
    const now = new Date('2026-11-22T12:00:00Z')
    assert.equal(discountExpiryDaysRemaining(new Date('2026-11-22T12:00:01Z'), now), 1)
    assert.equal(discountExpiryDaysRemaining(new Date('2026-11-24T11:00:00Z'), now), 2)
    assert.equal(discountExpiryDaysRemaining(new Date('2026-11-22T12:00:00Z'), now), 0)
    assert.equal(discountExpiryDaysRemaining(new Date('2026-11-01T00:00:00Z'), now), 0)
  })

  test('codes are 8 characters from an unambiguous alphabet', ({ assert }) => {
    assert.equal(REFERRAL_RULES.codeLength, 8)
    assert.notMatch(REFERRAL_RULES.codeAlphabet, /[01OIL]/)
  })
})

test.group('Business rules | constants of the spec', () => {
  test('notice periods, text lengths, image limits and skill points', ({ assert }) => {
    assert.equal(SESSION_RULES.bookingNoticeHours, 48)
    assert.equal(SESSION_RULES.cancelNoticeHours, 24)
    assert.equal(SESSION_RULES.rescheduleNoticeHours, 48)
    assert.equal(SESSION_RULES.textMinLength, 20)
    assert.equal(SESSION_RULES.textMaxLength, 500)
    assert.equal(PROFILE_IMAGE_RULES.maxBytes, 5 * 1024 * 1024)
    assert.equal(PROFILE_IMAGE_RULES.minWidth, 160)
    assert.equal(MATCHING_POINTS.perSkill * 5, MATCHING_POINTS.skillsMax)
  })
})

test.group('Business rules | public paths (spec section 2)', () => {
  test('public pages and prefixes need no login', ({ assert }) => {
    for (const path of [
      '/',
      '/login',
      '/pricing',
      '/mentors',
      '/mentors/42',
      '/verify-email/abc',
      '/recover-password/t0k3n',
      '/reset-password/x',
      '/cookies-policy',
      '/about?x=1',
    ]) {
      assert.isTrue(isPublicPath(path), path)
    }
  })

  test('everything else needs login', ({ assert }) => {
    for (const path of ['/dashboard', '/settings/profile', '/onboarding', '/saved-mentors']) {
      assert.isFalse(isPublicPath(path), path)
    }
  })
})

import { test } from '@japa/runner'
import { safeReturnTo } from '#accounts/services/return_to'
import { VersionedSessionUserProvider } from '#accounts/services/session_user_provider'

test.group('Sign-in | returnTo', () => {
  test('same-site paths are kept', ({ assert }) => {
    assert.equal(safeReturnTo('/dashboard'), '/dashboard')
    assert.equal(safeReturnTo('/mentors/12?tab=reviews#top'), '/mentors/12?tab=reviews#top')
    assert.equal(safeReturnTo('/settings/account/account'), '/settings/account/account')
  })

  test('anything that could leave the site is dropped', ({ assert }) => {
    for (const value of [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'http:evil.com',
      'javascript:alert(1)',
      ' /dashboard',
      '/\t/evil.com',
      '/\n/evil.com',
      'dashboard',
      '',
      null,
      undefined,
      42,
      `/${'a'.repeat(2001)}`,
    ]) {
      assert.isNull(safeReturnTo(value), String(value))
    }
  })
})

test.group('Sign-in | session identifiers', () => {
  test('a session stores the user id with the session version', ({ assert }) => {
    assert.equal(VersionedSessionUserProvider.identifierFor(7, 3), '7:3')
    assert.deepEqual(VersionedSessionUserProvider.parseIdentifier('7:3'), {
      userId: 7,
      sessionVersion: 3,
    })
  })

  test('bare ids and malformed values sign nobody in', ({ assert }) => {
    for (const value of [7, '7', '7:', ':3', '7:3:1', 'x:1', null, undefined]) {
      assert.isNull(VersionedSessionUserProvider.parseIdentifier(value), String(value))
    }
  })
})

import { test } from '@japa/runner'
import fc from 'fast-check'
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
      '/.//evil.com',
      '/./\\evil.com',
      '/x/..//evil.com',
      '/%2e//evil.com',
      '/%2E%2E//evil.com',
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

  /*
   * Whatever returnTo holds, the redirect sign-in answers stays on the site:
   * the kept value, or the default, resolved by a browser against the site's
   * origin, has that origin. Inputs mix the pieces that have led redirects
   * off-site elsewhere: slashes and backslashes, their percent-encodings,
   * dot segments, whitespace and control characters, scheme-like prefixes.
   */
  test('the redirect target always resolves to this site', () => {
    const origin = 'https://mentors.example'
    const piece = fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '.',
        '..',
        './',
        '../',
        '%2f',
        '%2F',
        '%5c',
        '%5C',
        '%2e',
        '%2E',
        '%2e%2e',
        '\t',
        '\n',
        '\r',
        ' ',
        '\u0000',
        '@',
        ':',
        '?',
        '#',
        ';',
        'http:',
        'https:',
        'javascript:',
        'evil.example',
        'mentors.example',
        'dashboard'
      ),
      fc.string({ maxLength: 4 }),
      fc.string({ unit: 'binary', maxLength: 2 })
    )
    const returnTo = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''))

    fc.assert(
      fc.property(
        fc.oneof(
          returnTo,
          returnTo.map((rest) => `/${rest}`)
        ),
        (value) => {
          const target = safeReturnTo(value) ?? '/dashboard'
          return new URL(target, origin).origin === origin
        }
      ),
      { numRuns: 5000 }
    )
  })

  test('a kept returnTo is already normalised: checking it again keeps it as is', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const kept = safeReturnTo(`/${value}`)
        return kept === null || safeReturnTo(kept) === kept
      }),
      { numRuns: 2000 }
    )
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

import { test } from '@japa/runner'
import { ACCOUNT_RULES } from '#business/accounts'
import { isStrongEnough, passwordStrength } from '#business/password_strength'

test.group('Password strength (shared by the server and the meter)', () => {
  test('scores grow with length and character variety', ({ assert }) => {
    assert.equal(passwordStrength('').level, 'very_weak')
    assert.equal(passwordStrength('Ab1!').level, 'very_weak')
    assert.equal(passwordStrength('tangerine').level, 'weak')
    assert.equal(passwordStrength('Tangerine7').level, 'fair')
    assert.equal(passwordStrength('tangerinebicycle').level, 'good')
    assert.equal(passwordStrength('Maple-Harbor-73-Lantern').level, 'strong')
  })

  test('common passwords, runs and repeats are very weak or weak whatever their length', ({
    assert,
  }) => {
    for (const password of ['password', 'qwertyuiop', '12345678', 'aaaaaaaaaaaa', 'abcdefghijk']) {
      assert.equal(passwordStrength(password).score, 0, password)
    }
    for (const password of [
      'Password2026!',
      'P@ssw0rd-2026',
      'iloveyou-forever-1',
      'Qwerty123456!',
    ]) {
      assert.isAtMost(passwordStrength(password).score, 1, password)
      assert.equal(passwordStrength(password).warning, 'common', password)
    }
  })

  test("a password built on the user's own e-mail or name is weak", ({ assert }) => {
    const context = { email: 'grace.hopper@example.test', firstName: 'Grace', lastName: 'Hopper' }
    assert.isFalse(isStrongEnough('Hopper-Cobol-1959!', context))
    assert.isFalse(isStrongEnough('GRACE#navy#1906', context))
    assert.equal(passwordStrength('Hopper-Cobol-1959!', context).warning, 'personal')
    assert.isTrue(isStrongEnough('Hopper-Cobol-1959!'))
  })

  test(`the server's minimum is score ${ACCOUNT_RULES.passwordMinScore} (fair)`, ({ assert }) => {
    assert.isFalse(isStrongEnough('tangerine'))
    assert.isTrue(isStrongEnough('Tangerine7'))
    assert.isFalse(isStrongEnough('short1A'))
  })
})

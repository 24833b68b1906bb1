import { test } from '@japa/runner'
import { initialsOf } from '#accounts/index'

test.group('Accounts | initials', () => {
  test('first letters of first and last name, upper-cased', ({ assert }) => {
    assert.equal(initialsOf('Ada', 'Lovelace'), 'AL')
    assert.equal(initialsOf('giulia', 'rossi'), 'GR')
    assert.equal(initialsOf('Maria Grazia', 'De Luca'), 'MD')
    assert.equal(initialsOf(' Élodie ', ' Ünal'), 'ÉÜ')
  })

  test('a name given whole reads as its first two words: a former member in either language', ({
    assert,
  }) => {
    assert.equal(initialsOf('Former member'), 'FM')
    assert.equal(initialsOf('Ex membro'), 'EM')
    assert.equal(initialsOf('Ada'), 'A')
    assert.equal(initialsOf('Ada', '  '), 'A')
    assert.equal(initialsOf(''), '')
  })
})

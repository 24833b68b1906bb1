import { test } from '@japa/runner'
import { port } from '#core/port'

test.group('Ports | what one module provides another when the app starts', () => {
  test('gives what was provided, the latest provision', ({ assert }) => {
    const rate = port<number>('The rate')
    rate.provide(1)
    rate.provide(2)
    assert.equal(rate.get(), 2)
  })

  test('asking before anything is provided is a wiring fault that names the port', ({ assert }) => {
    const rate = port<number>('The rate')
    assert.throws(() => rate.get(), 'The rate was not provided: did its provider start?')
  })
})

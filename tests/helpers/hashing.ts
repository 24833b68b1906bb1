import hash from '@adonisjs/core/services/hash'
import type { Group } from '@japa/runner/core'

/*
| Passwords in tests. scrypt is slow on purpose (about 30 ms of a core per hash here), and the
| suites create and sign in thousands of accounts, so a test process hashes with AdonisJS's own
| fake (`hash.fake()`, the framework's documented way to test without the cost): the password is
| stored as given and checked by equality. The groups about passwords themselves (signing up,
| signing in, resetting and changing one) name `withRealHashing`, so the real scrypt path stays
| tested from the form to the row.
*/

/** Every test of this process hashes with the fake, unless its group asks for scrypt. */
export function fakeHashing() {
  hash.fake()
}

/** The group's tests store and check passwords with the app's real hasher (config/hash.ts). */
export function withRealHashing(group: Group) {
  group.setup(() => {
    hash.restore()
    return () => fakeHashing()
  })
}

import { test } from '@japa/runner'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { lowestAllowed, nodeVersionProblem } from '../../../bin/lib/node_version.js'

/*
| The check ace.js makes before loading anything: which Node versions may run
| the app (package.json "engines"), and the one line an older Node prints.
*/

const version = fc.tuple(fc.nat(40), fc.nat(30), fc.nat(30))
const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

test.group('Node version check', () => {
  test('the app asks for Node 24 or newer', ({ assert }) => {
    const { engines } = JSON.parse(readFileSync(app.makePath('package.json'), 'utf8'))
    assert.deepEqual(lowestAllowed(engines.node), [24, 0, 0])
    assert.isNull(nodeVersionProblem(process.versions.node, engines.node))
  })

  test('older than 24: one line naming both versions and what to do', ({ assert }) => {
    const problem = nodeVersionProblem('20.11.0', '>=24')
    assert.equal(
      problem,
      'This app needs Node.js 24 or newer (package.json engines: ">=24"), but this is Node.js 20.11.0: switch to Node.js 24 (e.g. `nvm use 24`) and run the command again.'
    )
    assert.notInclude(problem!, '\n')
    assert.isNull(nodeVersionProblem('24.0.0', '>=24'))
    assert.isNull(nodeVersionProblem('25.2.1', '>=24'))
    assert.isNotNull(nodeVersionProblem('23.99.99', '>=24'))
    assert.include(nodeVersionProblem('24.1.0', '>=24.2')!, 'needs Node.js 24.2.0 or newer')
  })

  test('a version is refused exactly when it is below the lowest the range allows', ({
    assert,
  }) => {
    fc.assert(
      fc.property(version, version, (running, lowest) => {
        const problem = nodeVersionProblem(running.join('.'), `>=${lowest.join('.')}`)
        assert.equal(problem !== null, compare(running, lowest) < 0)
      })
    )
  })

  test('a range of another form is not checked here', ({ assert }) => {
    assert.isNull(lowestAllowed('^24.0.0'))
    assert.isNull(nodeVersionProblem('18.0.0', '^24.0.0'))
  })
})

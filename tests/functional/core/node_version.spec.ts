import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import app from '@adonisjs/core/services/app'

/*
| `node ace` on a Node older than 24. The running Node is 24, so the child is
| started with an --import that makes process.versions.node report an older
| version before ace.js runs: what ace.js reads is then exactly what an older
| Node would report. It must answer in one line, exit 1 and load nothing else
| (no stack trace from the TypeScript hook).
*/

function ace(args: string[], pretendVersion?: string) {
  const pretend = pretendVersion
    ? [
        '--import',
        `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${pretendVersion}'})`,
      ]
    : []
  return spawnSync(process.execPath, [...pretend, 'ace.js', ...args], {
    cwd: app.makePath(),
    encoding: 'utf8',
    timeout: 60_000,
  })
}

test.group('node ace | Node version', () => {
  test('an older Node gets one line saying Node 24 is needed, and exit code 1', ({ assert }) => {
    for (const older of ['20.11.0', '22.12.0', '23.11.1']) {
      const result = ace(['list'], older)
      assert.equal(result.status, 1)
      assert.equal(result.stdout, '')
      const lines = result.stderr.trim().split('\n')
      assert.lengthOf(lines, 1, result.stderr)
      assert.match(lines[0], /^This app needs Node\.js 24 or newer .* this is Node\.js /)
      assert.include(lines[0], older)
      assert.notMatch(result.stderr, /\n\s+at |ERR_UNKNOWN_FILE_EXTENSION/)
    }
  })

  test('Node 24 runs the command', ({ assert }) => {
    const result = ace(['list'], '24.0.0')
    assert.equal(result.status, 0, result.stderr)
    assert.include(result.stdout, 'mentors:invite')
  })
})

/*
| `npm run audit`: npm's advisory check of the production dependencies (high and critical).
|
| It runs `npm audit --omit=dev --audit-level=high` (plus any arguments given after `--`) and exits
| with its code. When the registry
| refuses the audit request (some mirrors and proxies answer the bulk advisory endpoint with 405),
| npm prints a bare "audit endpoint returned an error": this script says instead that nothing was
| checked, points at docs/security-advisories.md (the last review made by hand) and exits with 2,
| so a refused audit is never read as a clean one.
|
| Node runs it by its own type stripping (`node scripts/audit.ts`), with no TypeScript loader:
| like npm audit itself, it works before `npm install`, on the lock file alone.
*/
import { spawnSync } from 'node:child_process'

const args = ['audit', '--omit=dev', '--audit-level=high', ...process.argv.slice(2)]
const result = spawnSync('npm', args, {
  encoding: 'utf8',
  shell: process.platform === 'win32',
})

process.stdout.write(result.stdout ?? '')
process.stderr.write(result.stderr ?? '')

const output = `${result.stdout}\n${result.stderr}`
if (/audit endpoint returned an error|405 Method Not Allowed|ENOAUDIT/i.test(output)) {
  console.error(
    [
      '',
      'npm audit did not run: the registry refused the advisory request, so NOTHING was checked.',
      'This is not a clean result. Run it where the registry answers audits (extra arguments go',
      'to npm: `npm run audit -- --registry=<url>`), and see docs/security-advisories.md for the',
      'last review made by hand.',
    ].join('\n')
  )
  process.exit(2)
}

process.exit(result.status ?? 1)

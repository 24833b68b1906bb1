import { test } from '@japa/runner'
import fc from 'fast-check'
import { createRequire } from 'node:module'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { parse } from 'csv-parse/sync'
import { spreadsheetSafe } from '../../../admin-ui/src/resources/shared/spreadsheet_safe.js'

/*
| The console's CSV exports (admin-ui): react-admin's default exporter turns
| records into CSV with jsonexport (the same build is used here). No cell of
| the file may start with what a spreadsheet runs as a formula.
*/

type JsonExport = (data: unknown, options?: Record<string, unknown>) => Promise<string>
const jsonexport = createRequire(import.meta.url)('jsonexport/dist/index.js') as JsonExport

const FORMULA_START = /^[=+\-@\t\r]/
const ADMIN_SRC = join(import.meta.dirname, '../../../admin-ui/src')

/**
 * The cells of the CSV react-admin's default exporter would download for
 * these records.
 */
async function exportedCells(records: unknown[]) {
  const csv = await jsonexport(records)
  return (parse(csv, { relax_column_count: true }) as string[][]).flat()
}

const formulaLead = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', '"', "'", ',', '')
const hostileText = fc
  .tuple(formulaLead, fc.string({ maxLength: 12 }))
  .map(([lead, rest]) => lead + rest)
const scalar = fc.oneof(
  hostileText,
  fc.constantFrom('=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '=1'),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null)
)
const value = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 })
  ),
})).value
const record = fc.dictionary(hostileText, value, { minKeys: 1, maxKeys: 5 })

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

test.group('Admin console | CSV export', () => {
  test('a record with formula-like text exports as text', async ({ assert }) => {
    const cells = await exportedCells(
      spreadsheetSafe([
        { id: 1, name: '=HYPERLINK("http://evil.example","Click")', note: '+1', refund: -5 },
        { id: 2, name: '@SUM(A1:A2)', note: '\tx', refund: 10 },
        { id: 3, name: '\r=1', note: 'plain - text', refund: 0, tags: ['-a', 'b'] },
      ])
    )
    assert.includeMembers(cells, [
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+1",
      "'-5",
      "'@SUM(A1:A2)",
      "'\tx",
      "'\r=1",
      'plain - text',
      "'-a;b",
      '10',
    ])
  })

  test('no exported cell starts with =, +, -, @, tab or carriage return', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 4 }), async (records) => {
        const cells = await exportedCells(spreadsheetSafe(records))
        return cells.every((cell) => !FORMULA_START.test(cell))
      }),
      { numRuns: 300 }
    )
  })

  test('every list of the console exports through the shared exporter', async ({ assert }) => {
    const offenders: string[] = []
    for (const file of await sourceFiles(ADMIN_SRC)) {
      const source = await readFile(file, 'utf8')
      if (!/<List\b/.test(source)) continue
      if (!/import \{ List \} from '[./]*(?:resources\/)?shared\/List'/.test(source)) {
        offenders.push(relative(ADMIN_SRC, file))
      }
    }
    assert.deepEqual(offenders, [], 'lists not using shared/List (and its csvExporter)')
  })
})

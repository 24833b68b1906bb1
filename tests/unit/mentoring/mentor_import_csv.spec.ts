import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  COLUMN_SEPARATORS,
  IMPORT_COLUMNS,
  parseMentorsCsv,
} from '#mentoring/services/mentor_import'

/*
| The mentor import reads the CSV a spreadsheet writes: columns separated by
| commas, or by semicolons as spreadsheets in Italian locales export them,
| the separator read from the header. Whatever the cells hold (the other
| separator, quotes, line breaks), a file written either way reads back as
| the same cells.
*/

/** A cell as a spreadsheet writes it: quoted when it holds the separator, a quote or a line break. */
function cellOf(value: string, separator: string) {
  return value.includes(separator) || /["\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replaceAll('"', '""')}"`
    : value
}

function csvOf(rows: string[][], separator: string, lineEnd: string, bom: boolean) {
  const text = rows.map((row) => row.map((cell) => cellOf(cell, separator)).join(separator))
  return (bom ? '\uFEFF' : '') + text.join(lineEnd) + lineEnd
}

const cellText = fc
  .array(fc.constantFrom('a', 'Z', 'è', ' ', ',', ';', '"', '\n', '-', '1', '@', '.'), {
    maxLength: 12,
  })
  .map((chars) => chars.join('').trim())

test.group('Mentor import | CSV separators', () => {
  test('a file reads back as the same cells with either separator', ({ assert }) => {
    fc.assert(
      fc.property(
        fc
          .shuffledSubarray([...IMPORT_COLUMNS], { minLength: 3 })
          .map((columns) => [
            'email',
            'first_name',
            'last_name',
            ...columns.filter((one) => !['email', 'first_name', 'last_name'].includes(one)),
          ]),
        fc.constantFrom(...COLUMN_SEPARATORS),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        fc.array(cellText, { minLength: 40, maxLength: 40 }),
        (columns, separator, lineEnd, bom, rowCount, cells) => {
          const rows = Array.from({ length: rowCount }, (_, row) =>
            columns.map((_column, index) => {
              const cell = cells[(row * columns.length + index) % cells.length]
              // The e-mail cell is never empty, so no row is blank.
              return index === 0 ? `m${row}${cell}@example.test` : cell
            })
          )
          const parsed = parseMentorsCsv(csvOf([columns, ...rows], separator, lineEnd, bom))
          assert.deepEqual(parsed.columns, columns)
          assert.deepEqual(
            parsed.rows.map((row) => row.cells),
            rows
          )
        }
      ),
      { numRuns: 300 }
    )
  })

  test('a header with neither separator is refused, naming the accepted separators', ({
    assert,
  }) => {
    assert.throws(
      () => parseMentorsCsv('email\tfirst_name\tlast_name\na@example.test\tAnn\tLee\n'),
      /separated by commas or by semicolons/
    )
  })
})

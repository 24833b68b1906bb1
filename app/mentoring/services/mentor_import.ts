import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import type { AuditSource } from '#core/services/audit_log'
import { AppError } from '#core/errors'
import { findUserByEmail, normalizeEmail } from '#accounts/index'
import { inviteValidMentor, validateMentorInvite } from '#mentoring/services/mentor_onboarding'

/*
| Mentors imported from a CSV file (`node ace mentors:import`): one
| invitation per row, each in its own transaction (inviteMentor), so a bad
| row is skipped with its reason and never leaves half a mentor behind.
| Rows whose e-mail already has an account answer 'exists', which makes a
| second run of the same file invite nobody twice.
*/

export const IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'locale',
  'timezone',
  'headline',
  'bio',
  'years_of_experience',
  'skills',
  'industries',
] as const
type Column = (typeof IMPORT_COLUMNS)[number]

const REQUIRED_COLUMNS: Column[] = ['email', 'first_name', 'last_name']

/** Skills and industries are listed in one cell each, separated by semicolons. */
const LIST_SEPARATOR = ';'

/**
 * The separators a file's columns may use: commas, or semicolons as
 * spreadsheets in Italian (and other decimal-comma) locales export CSV.
 */
export const COLUMN_SEPARATORS = [',', ';'] as const
type ColumnSeparator = (typeof COLUMN_SEPARATORS)[number]

/**
 * The separator of the file, read from its header row (column names hold
 * neither separator): the one that occurs there outside quotes, a comma
 * when neither does (a one-column header).
 */
export function columnSeparatorOf(text: string): ColumnSeparator {
  const counts: Record<ColumnSeparator, number> = { ',': 0, ';': 0 }
  let quoted = false
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && (char === ',' || char === ';')) counts[char]++
  }
  return counts[';'] > counts[','] ? ';' : ','
}

export type RowOutcome = 'invited' | 'exists' | 'skipped'

export type RowReport = {
  /** The row's line in the file (the header is line 1). */
  line: number
  email: string
  outcome: RowOutcome
  reason?: string
}

export type ImportSummary = {
  rows: number
  invited: number
  exists: number
  skipped: number
  dryRun: boolean
  report: RowReport[]
}

/** The file cannot be imported at all (missing, empty, wrong header, not CSV). */
export class ImportFileError extends Error {}

type ParsedRow = { line: number; cells: string[] }

/** Reads and parses the file; the header is checked, data rows are returned with their lines. */
export async function readMentorsCsv(path: string) {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code
    if (code === 'ENOENT') throw new ImportFileError(`File not found: ${path}`)
    if (code === 'EISDIR') throw new ImportFileError(`${path} is a folder, not a CSV file`)
    throw new ImportFileError(`Cannot read ${path}: ${(error as Error).message}`)
  }
  return parseMentorsCsv(text, path)
}

export function parseMentorsCsv(text: string, name = 'the file') {
  if (!text.trim())
    throw new ImportFileError(`${name} is empty: expected a header row and mentor rows`)

  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      delimiter: columnSeparatorOf(text),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    throw new ImportFileError(`${name} is not valid CSV: ${(error as Error).message}`)
  }

  const [header, ...rows] = records
  const columns = header.record.map((cell) => cell.trim().toLowerCase())
  const unknown = columns.filter(
    (column) => !(IMPORT_COLUMNS as readonly string[]).includes(column)
  )
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column))
  const repeated = columns.filter((column, index) => columns.indexOf(column) !== index)
  if (unknown.length || missing.length || repeated.length) {
    const problems = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.map((one) => `"${one}"`).join(', ')}` : '',
      repeated.length ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean)
    throw new ImportFileError(
      `Wrong header in ${name} (${problems.join('; ')}). Expected the columns: ${IMPORT_COLUMNS.join(', ')} (email, first_name and last_name required), separated by commas or by semicolons`
    )
  }
  if (!rows.length) throw new ImportFileError(`${name} has a header but no mentor rows`)

  return {
    columns: columns as Column[],
    rows: rows.map((row): ParsedRow => ({ line: row.info.lines, cells: row.record })),
  }
}

function listOf(cell: string | undefined) {
  if (!cell) return undefined
  return cell
    .split(LIST_SEPARATOR)
    .map((one) => one.trim())
    .filter(Boolean)
}

/** A row as the service's input: empty cells are left out, lists split. */
function inviteOf(columns: Column[], cells: string[]) {
  const value = (column: Column) => {
    const index = columns.indexOf(column)
    const cell = index === -1 ? undefined : cells[index]?.trim()
    return cell ? cell : undefined
  }
  return {
    email: value('email') ?? '',
    first_name: value('first_name') ?? '',
    last_name: value('last_name') ?? '',
    locale: value('locale'),
    timezone: value('timezone'),
    headline: value('headline'),
    bio: value('bio'),
    years_of_experience: value('years_of_experience'),
    skills: listOf(value('skills')),
    industries: listOf(value('industries')),
  }
}

/** A validation failure in one line: "email: Enter a valid e-mail address; skills: ...". */
export function describeFailure(error: unknown) {
  if (error instanceof AppError && error.fieldErrors) {
    return Object.entries(error.fieldErrors)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ')
  }
  return (error as Error)?.message ?? String(error)
}

/**
 * Imports the parsed rows in order: each row is invited (or, in a dry run,
 * only checked: nothing written, nothing e-mailed), reported as it is done.
 */
export async function importMentors(
  parsed: { columns: Column[]; rows: ParsedRow[] },
  source: AuditSource,
  options: { dryRun?: boolean; onRow?: (row: RowReport, index: number, total: number) => void } = {}
): Promise<ImportSummary> {
  const dryRun = options.dryRun ?? false
  const report: RowReport[] = []
  const seen = new Map<string, number>()

  for (const [index, row] of parsed.rows.entries()) {
    const input = inviteOf(parsed.columns, row.cells)
    const email = input.email ? normalizeEmail(input.email) : ''
    const result = await importRow(row, input, email, parsed.columns.length, seen, source, dryRun)
    // A bad row does not hide a corrected copy further down.
    if (email && result.outcome !== 'skipped') seen.set(email, row.line)
    report.push(result)
    options.onRow?.(result, index, parsed.rows.length)
  }

  const count = (outcome: RowOutcome) => report.filter((one) => one.outcome === outcome).length
  return {
    rows: report.length,
    invited: count('invited'),
    exists: count('exists'),
    skipped: count('skipped'),
    dryRun,
    report,
  }
}

async function importRow(
  row: ParsedRow,
  input: ReturnType<typeof inviteOf>,
  email: string,
  columns: number,
  seen: Map<string, number>,
  source: AuditSource,
  dryRun: boolean
): Promise<RowReport> {
  const skipped = (reason: string): RowReport => ({
    line: row.line,
    email,
    outcome: 'skipped',
    reason,
  })
  if (row.cells.length !== columns) {
    return skipped(`expected ${columns} columns like the header, found ${row.cells.length}`)
  }
  const earlier = email ? seen.get(email) : undefined
  if (earlier !== undefined) return skipped(`duplicate of line ${earlier}`)

  try {
    // Cells are text: the validator reads numbers from them as a form would.
    const valid = await validateMentorInvite(input)
    if (dryRun) {
      const existing = await findUserByEmail(valid.email)
      return { line: row.line, email, outcome: existing ? 'exists' : 'invited' }
    }
    const outcome = await inviteValidMentor(valid, source)
    return { line: row.line, email, outcome: outcome.status }
  } catch (error) {
    return skipped(describeFailure(error))
  }
}

import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { MENTOR_PROFILE_RULES } from '#business/sessions'

/**
 * `node ace mentors:import mentors.csv [--dry-run]`: invites one mentor per
 * row (see importMentors) and reports each row. Bad rows are skipped with
 * the reason; the exit code is 1 when any row was skipped. Running the same
 * file again invites nobody twice (those rows answer 'exists').
 */
export default class MentorsImport extends BaseCommand {
  static commandName = 'mentors:import'
  static description = 'Invite mentors from a CSV file (a per-row report; --dry-run checks only)'
  static help = [
    'The header row names the columns, in any order, separated by commas or by semicolons',
    '(as spreadsheets in Italian locales export CSV):',
    '  email, first_name, last_name (required), locale, timezone, headline, bio,',
    `  years_of_experience (0 to ${MENTOR_PROFILE_RULES.yearsMax}), skills, industries`,
    'Skills and industries are names separated by semicolons: "Fundraising;Pricing"',
    '(quoted in a semicolon-separated file, as spreadsheets do).',
    '{{ binaryName }} mentors:import mentors.csv --dry-run',
  ]
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Path of the CSV file' })
  declare file: string

  @flags.boolean({ description: 'Check every row and report, without writing or e-mailing' })
  declare dryRun: boolean

  async run() {
    const { ImportFileError, importMentors, readMentorsCsv } =
      await import('#mentoring/services/mentor_import')
    const { commandSource } = await import('#core/services/audit_log')
    const source = commandSource(this.commandName)

    let parsed
    try {
      parsed = await readMentorsCsv(this.file)
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
      return
    }

    const dryRun = Boolean(this.dryRun)
    if (dryRun) this.logger.info('Dry run: rows are checked, nothing is written or e-mailed')
    const summary = await importMentors(parsed, source, {
      dryRun,
      onRow: (row, index, total) => {
        const outcome =
          row.outcome === 'skipped'
            ? `skipped: ${row.reason}`
            : dryRun && row.outcome === 'invited'
              ? 'invited (dry run: would be invited)'
              : row.outcome
        const line = `[${index + 1}/${total}] line ${row.line} ${row.email || '(no e-mail)'}: ${outcome}`
        if (row.outcome === 'skipped') this.logger.warning(line)
        else this.logger.info(line)
      },
    })

    const figures = `${summary.rows} rows: ${summary.invited} invited, ${summary.exists} exists, ${summary.skipped} skipped`
    const prefix = dryRun ? 'Dry run, nothing written. ' : ''
    if (summary.skipped) {
      this.logger.error(
        `${prefix}${figures}. ${summary.skipped} row(s) failed: fix them and run again (rows already invited will answer exists)`
      )
      this.exitCode = 1
      return
    }
    this.logger.success(`${prefix}${figures}`)
  }
}

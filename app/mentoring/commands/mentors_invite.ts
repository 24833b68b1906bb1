import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { MENTOR_PROFILE_RULES } from '#business/sessions'

function listOf(value: string | undefined) {
  return value
    ?.split(',')
    .map((one) => one.trim())
    .filter(Boolean)
}

/**
 * `node ace mentors:invite --email= --first-name= --last-name= ...`: creates
 * a mentor (role MENTOR, approved and active profile) and e-mails a
 * set-password link (see inviteMentor). Idempotent: an existing e-mail
 * changes nothing and sends nothing.
 */
export default class MentorsInvite extends BaseCommand {
  static commandName = 'mentors:invite'
  static description = 'Invite a mentor: create the account and profile, e-mail a set-password link'
  static help = [
    'Skills and industries are names (English or Italian), separated by commas.',
    '{{ binaryName }} mentors:invite --email=ada@example.com --first-name=Ada --last-name=Lovelace --locale=it --timezone=Europe/Rome --skills="Fundraising,Pricing"',
  ]
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: "The mentor's e-mail address" })
  declare email?: string

  @flags.string({ description: 'First name' })
  declare firstName?: string

  @flags.string({ description: 'Last name' })
  declare lastName?: string

  @flags.string({ description: 'Language of the e-mails and the site: en (default) or it' })
  declare locale?: string

  @flags.string({ description: 'IANA time zone, e.g. Europe/Rome (default UTC)' })
  declare timezone?: string

  @flags.string({ description: 'Profile headline' })
  declare headline?: string

  @flags.string({ description: 'Profile bio' })
  declare bio?: string

  // The bound the validator enforces and its error names: one limit, from config.
  @flags.number({ description: `Years of experience (0 to ${MENTOR_PROFILE_RULES.yearsMax})` })
  declare years?: number

  @flags.string({ description: 'Skill names, comma-separated' })
  declare skills?: string

  @flags.string({ description: 'Industry names, comma-separated' })
  declare industries?: string

  async run() {
    const { inviteMentor } = await import('#mentoring/services/mentor_onboarding')
    const { describeFailure } = await import('#mentoring/services/mentor_import')
    const { commandSource } = await import('#core/services/audit_log')
    const source = commandSource(this.commandName)

    try {
      const { status, user } = await inviteMentor(
        {
          email: this.email ?? '',
          first_name: this.firstName ?? '',
          last_name: this.lastName ?? '',
          locale: this.locale as 'en' | 'it' | undefined,
          timezone: this.timezone,
          headline: this.headline,
          bio: this.bio,
          years_of_experience: this.years,
          skills: listOf(this.skills),
          industries: listOf(this.industries),
        },
        source
      )
      if (status === 'exists') {
        this.logger.info(
          `${user.email} already has an account (user #${user.id}, ${user.role}): nothing changed, no e-mail sent`
        )
        return
      }
      this.logger.success(
        `Invited ${user.fullName} <${user.email}> (user #${user.id}): a set-password link was e-mailed`
      )
    } catch (error) {
      this.logger.error(`Could not invite the mentor: ${describeFailure(error)}`)
      this.exitCode = 1
    }
  }
}

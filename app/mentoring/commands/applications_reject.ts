import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace applications:reject <id> --reason="..." [--admin=email]`:
 * rejects a mentor application with a reason (e-mailed to the applicant),
 * like the console does. The reviewer is the given admin, else the first
 * ADMIN. Rejecting a rejected application again changes nothing.
 */
export default class ApplicationsReject extends BaseCommand {
  static commandName = 'applications:reject'
  static description = 'Reject a mentor application with a reason (e-mailed to the applicant)'
  static help = [
    '{{ binaryName }} applications:reject 42 --reason="We need a verifiable track record" --admin=ops@example.com',
  ]
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Id of the mentor application' })
  declare id: string

  @flags.string({
    description: 'Why the application is rejected (required; sent to the applicant)',
  })
  declare reason?: string

  @flags.string({
    description: 'E-mail of the ADMIN recorded as reviewer (default: the first ADMIN)',
  })
  declare admin?: string

  async run() {
    const { runReview } = await import('#mentoring/commands/reviewing')
    const { rejectApplication } = await import('#mentoring/services/mentor_applications')
    const { commandSource } = await import('#core/services/audit_log')
    const source = commandSource(this.commandName)

    if (!this.reason?.trim()) {
      this.logger.error(
        'Give the reason for the rejection: --reason="..." (it is e-mailed to the applicant)'
      )
      this.exitCode = 1
      return
    }
    await runReview(this, {
      id: this.id,
      adminEmail: this.admin,
      decision: 'rejected',
      review: (application, admin) =>
        rejectApplication(application, admin, this.reason, { source }),
      done: (application, admin) =>
        `Application #${application.id} rejected by ${admin.email}: the applicant was e-mailed the reason`,
    })
  }
}

import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace applications:approve <id> [--admin=email]`: approves a mentor
 * application like the console does (the applicant becomes a MENTOR with a
 * profile and is e-mailed). The reviewer is the given admin, else the first
 * ADMIN. Approving an approved application again changes nothing.
 */
export default class ApplicationsApprove extends BaseCommand {
  static commandName = 'applications:approve'
  static description = 'Approve a mentor application (the applicant becomes a mentor; e-mail)'
  static help = ['{{ binaryName }} applications:approve 42 --admin=ops@example.com']
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Id of the mentor application' })
  declare id: string

  @flags.string({
    description: 'E-mail of the ADMIN recorded as reviewer (default: the first ADMIN)',
  })
  declare admin?: string

  async run() {
    const { runReview } = await import('#mentoring/commands/reviewing')
    const { approveApplication } = await import('#mentoring/services/mentor_applications')
    const { commandSource } = await import('#core/services/audit_log')
    const source = commandSource(this.commandName)
    await runReview(this, {
      id: this.id,
      adminEmail: this.admin,
      decision: 'approved',
      review: (application, admin) => approveApplication(application, admin, { source }),
      done: (application, admin) =>
        `Application #${application.id} approved by ${admin.email}: user #${application.userId} is now a mentor and was e-mailed`,
    })
  }
}

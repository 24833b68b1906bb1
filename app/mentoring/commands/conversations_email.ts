import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { CONVERSATION_RULES } from '#business/messages'

/**
 * `node ace conversations:email`: the e-mails about unread messages that are due, once (for a
 * cron where the queue's scheduler is not used). Idempotent: nothing is sent twice.
 */
export default class ConversationsEmail extends BaseCommand {
  static commandName = 'conversations:email'
  static description = `E-mail members about messages unread for ${CONVERSATION_RULES.unreadEmailAfterMinutes} minutes (at most one e-mail per conversation an hour)`
  static options: CommandOptions = { startApp: true }

  async run() {
    const { sendDueConversationEmails } = await import('#mentoring/services/conversation_emails')
    const run = await sendDueConversationEmails()
    this.logger.success(
      `${run.sent} e-mails queued, ${run.skipped} not needed (read, off or no recipient), ${run.failed} failed`
    )
    if (run.failed) this.exitCode = 1
  }
}

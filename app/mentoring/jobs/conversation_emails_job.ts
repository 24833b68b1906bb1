import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendDueConversationEmails } from '#mentoring/services/conversation_emails'

/**
 * The e-mails about messages unread for a while (start/scheduler.ts, every minute). Safe to run
 * twice or at once with `node ace conversations:email`: each e-mail is claimed before it is sent.
 */
export default class ConversationEmailsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'mentoring.conversation_emails',
    queue: 'default',
    maxRetries: 3,
  }

  async execute() {
    await sendDueConversationEmails()
  }
}

import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import type { Locale } from '#business/app'
import ContactMessage from '#core/models/contact_message'
import { ContactMail } from '#core/mails/contact_mail'
import { CONTACT_RULES } from '#core/validators/contact'

/** The team's address for contact messages (TEAM_EMAIL, else the sender address). */
export function contactAddress() {
  return env.get('TEAM_EMAIL') || env.get('MAIL_FROM_ADDRESS')
}

/** The limiter key of a visitor's address (tests and operators can find it by this prefix). */
export function contactLimitKey(ip: string) {
  return `core_contact_${ip}`
}

const perIp = () => limiter.use({ requests: CONTACT_RULES.perIpPerHour, duration: '1 hour' })

export type ContactInput = { name: string; email: string; message: string }

/**
 * Stores a contact message and queues its e-mail to the team (Reply-To: the
 * sender). Over the limit: RATE_LIMIT_EXCEEDED and nothing stored. A message
 * whose e-mail cannot be queued is not kept (and does not count), so the
 * sender is told it failed and may try again.
 */
export async function sendContactMessage(
  input: ContactInput,
  sender: { userId: number | null; locale: Locale; ip: string }
) {
  const limit = perIp()
  await limit.consume(contactLimitKey(sender.ip))

  const message = await ContactMessage.create({
    userId: sender.userId,
    name: input.name,
    email: input.email.toLowerCase(),
    body: input.message,
    locale: sender.locale,
  })
  try {
    await mail.sendLater(
      new ContactMail(contactAddress(), {
        messageId: message.id,
        name: message.name,
        email: message.email,
        senderLocale: sender.locale,
        userId: sender.userId,
        message: message.body,
      })
    )
  } catch (error) {
    await message.delete()
    await limit.decrement(contactLimitKey(sender.ip))
    throw error
  }
  return message
}

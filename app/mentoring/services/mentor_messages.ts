import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import { MESSAGE_RULES } from '#business/messages'
import { AppError } from '#core/errors'
import { absoluteUrl } from '#core/mails/localized_mail'
import { userById, type User } from '#accounts/index'
import MentorMessage from '#mentoring/models/mentor_message'
import { MentorMessageMail } from '#mentoring/mails/mentor_message_mail'
import { profilePath, shortName, type MentorRef } from '#mentoring/services/mentor_profile_page'

/**
 * Messages to mentors: a signed-in member writes to a listed mentor through
 * the platform; the mentor gets it by e-mail in their language, with the
 * sender's first name and last initial and neither party's address.
 */

/** At most MESSAGE_RULES.perHour messages per sender per hour, to all mentors together. */
const perSender = () => limiter.use({ requests: MESSAGE_RULES.perHour, duration: '1 hour' })

/** The limiter key of a sender (tests and operators can find it by this prefix). */
export function messageLimitKey(senderId: number) {
  return `mentoring_message_sender_${senderId}`
}

/**
 * The mentor, when they receive messages (checked before the text is read;
 * who may write is MentorMessagePolicy's, authorised by the caller).
 */
export async function messageableMentor(mentorRef: MentorRef) {
  const mentor = await userById(mentorRef.userId)
  if (!mentor) throw new AppError('NOT_FOUND', { messageKey: 'mentors.errors.notFound' })
  if (!mentor.emailMessages) {
    throw new AppError('FORBIDDEN', { messageKey: 'mentor_profile.message.errors.notAccepting' })
  }
  return mentor
}

/**
 * Stores the message and queues the e-mail to the mentor; `sentAt` is set
 * once the mail is handed to the mailer. A sender over the limit gets
 * RATE_LIMIT_EXCEEDED and nothing is stored. When the mail cannot be queued
 * the message is not kept (the sender is told it failed and may retry).
 */
export async function sendMentorMessage(sender: User, mentor: User, body: string) {
  const limit = perSender()
  await limit.consume(messageLimitKey(sender.id))

  const message = await MentorMessage.create({
    senderUserId: sender.id,
    mentorUserId: mentor.id,
    body,
    sentAt: null,
  })
  try {
    await mail.sendLater(
      new MentorMessageMail(
        {
          email: mentor.email,
          name: mentor.fullName,
          locale: mentor.locale,
          greetingName: mentor.firstName,
        },
        {
          senderName: shortName(sender.firstName, sender.lastName),
          body,
          profileUrl: absoluteUrl(profilePath({ userId: mentor.id, slug: mentor.slug })),
        }
      )
    )
  } catch (error) {
    await message.delete()
    await limit.decrement(messageLimitKey(sender.id))
    throw error
  }
  message.sentAt = DateTime.utc()
  await message.save()
  // As stored (the database may keep fewer fractional digits).
  await message.refresh()
  return message
}

import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import type { Locale } from '#business/app'
import { isUniqueViolation } from '#database/errors'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import { WaitingListMail } from '#billing/mails/waiting_list_mail'

/** Sign-ups to the waiting list one address (IP) may make in an hour. */
export const WAITING_LIST_RULES = { perIpPerHour: 5 } as const

/** The limiter key of a visitor's address (tests and operators can find it by this prefix). */
export function waitingListLimitKey(ip: string) {
  return `billing_waiting_list_${ip}`
}

const perIp = () => limiter.use({ requests: WAITING_LIST_RULES.perIpPerHour, duration: '1 hour' })

/**
 * Adds an e-mail address to the waiting list, once: the same address again
 * (in any letter case, or two requests at the same time) leaves the one
 * entry and sends no second e-mail. A new entry gets the confirmation with
 * the introductory call, in the visitor's language. A visitor over the limit
 * gets RATE_LIMIT_EXCEEDED and nothing is stored.
 */
export async function joinWaitingList(email: string, locale: Locale, ip: string) {
  await perIp().consume(waitingListLimitKey(ip))

  const address = email.trim().toLowerCase()
  if (await WaitingListEntry.findBy('email', address)) return { created: false }

  let entry: WaitingListEntry
  try {
    entry = await WaitingListEntry.create({ email: address, locale })
  } catch (error) {
    if (isUniqueViolation(error)) return { created: false }
    throw error
  }

  try {
    await mail.sendLater(
      new WaitingListMail(
        { email: address, locale },
        {
          bookingUrl: env.get('TEAM_BOOKING_URL') || null,
          teamEmail: env.get('TEAM_EMAIL') || env.get('MAIL_FROM_ADDRESS'),
        }
      )
    )
  } catch (error) {
    // Not kept without its confirmation: the visitor is told it failed and may try again.
    await entry.delete()
    throw error
  }
  return { created: true }
}

import { DateTime } from 'luxon'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { Plan } from '#business/pricing'
import {
  DEFAULT_COMMUNITY_URL,
  HELP_REQUEST_RULES,
  HELP_REQUEST_TOPICS,
  UPCOMING_FEATURES,
  type HelpRequestStatus,
  type HelpRequestTopic,
  type UpcomingFeatureId,
  type UpcomingFeatureStage,
} from '#business/pro_features'
import { BillingError } from '#billing/errors'
import type { User } from '#accounts/index'
import HelpRequest from '#billing/models/help_request'
import { HelpRequestMail } from '#billing/mails/help_request_mail'
import { currentPlan } from '#billing/services/plans'

/**
 * PRO-only features (product decisions, "Plans and prices"): the help-request
 * form (stored, e-mailed to the team, rate-limited), the community link and
 * the upcoming features. Whether a member is PRO is decided by
 * `currentPlan` (billing/services/plans.ts), on every request: a PRO plan
 * that lapses loses them at once. Other plans get FORBIDDEN from the API and
 * the upgrade prompt on the page.
 */

/** The PRO members' community (COMMUNITY_URL, else the configured default). */
export function communityUrl() {
  return env.get('COMMUNITY_URL') || DEFAULT_COMMUNITY_URL
}

/** Where help requests go: TEAM_EMAIL, else the platform's sender address. */
export function teamEmail() {
  return env.get('TEAM_EMAIL') || env.get('MAIL_FROM_ADDRESS')
}

/** Refused (pro_only) unless the member's plan is PRO now. */
export async function assertPro(user: User) {
  if ((await currentPlan(user.id)) !== 'PRO') {
    throw new BillingError('pro_only')
  }
}

export type UpcomingFeatureView = {
  id: UpcomingFeatureId
  stage: UpcomingFeatureStage
  title: string
  description: string
}

export type HelpRequestView = {
  id: number
  topic: HelpRequestTopic
  subject: string
  status: HelpRequestStatus
  createdAt: string
}

/** What a PRO member gets: the community link, upcoming features, their recent requests. */
export type ProFeatures = {
  communityUrl: string
  upcomingFeatures: UpcomingFeatureView[]
  helpRequests: HelpRequestView[]
}

export type ProPageProps = {
  plan: Plan
  /** null for other plans: the page shows the upgrade prompt instead. */
  pro: ProFeatures | null
  helpRequestForm: {
    topics: { value: HelpRequestTopic; label: string }[]
    rules: typeof HELP_REQUEST_RULES
  }
}

export function upcomingFeatures(i18n: I18n): UpcomingFeatureView[] {
  return UPCOMING_FEATURES.map(({ id, stage }) => ({
    id,
    stage,
    title: i18n.t(`pro_features.upcoming.items.${id}.title`),
    description: i18n.t(`pro_features.upcoming.items.${id}.description`),
  }))
}

export function helpRequestView(request: HelpRequest): HelpRequestView {
  return {
    id: request.id,
    topic: request.topic,
    subject: request.subject,
    status: request.status,
    createdAt: request.createdAt.toUTC().toISO()!,
  }
}

async function recentHelpRequests(user: User) {
  const requests = await HelpRequest.query()
    .where('userId', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(HELP_REQUEST_RULES.recentListed)
  return requests.map(helpRequestView)
}

/** The PRO features of a member who is PRO (callers check with assertPro or the plan). */
export async function proFeaturesOf(user: User, i18n: I18n): Promise<ProFeatures> {
  return {
    communityUrl: communityUrl(),
    upcomingFeatures: upcomingFeatures(i18n),
    helpRequests: await recentHelpRequests(user),
  }
}

/** `/dashboard/pro`: the features for PRO members, the plan alone for others. */
export async function proPage(user: User, i18n: I18n): Promise<ProPageProps> {
  const plan = await currentPlan(user.id)
  return {
    plan,
    pro: plan === 'PRO' ? await proFeaturesOf(user, i18n) : null,
    helpRequestForm: {
      topics: HELP_REQUEST_TOPICS.map((value) => ({
        value,
        label: i18n.t(`pro_features.topics.${value}`),
      })),
      rules: HELP_REQUEST_RULES,
    },
  }
}

/** At most HELP_REQUEST_RULES.perDay help requests per member per day. */
const perMember = () => limiter.use({ requests: HELP_REQUEST_RULES.perDay, duration: '1 day' })

/** The limiter key of a member's help requests. */
export function helpRequestLimitKey(userId: number) {
  return `pro_help_request_${userId}`
}

export type HelpRequestInput = { topic: HelpRequestTopic; subject: string; message: string }

/**
 * Stores a PRO member's help request and queues the e-mail to the team
 * (Reply-To: the member); `sent_at` is set once the mail is queued. Over the
 * daily limit: RATE_LIMIT_EXCEEDED and nothing is stored. When the mail
 * cannot be queued the request is not kept and the allowance is given back
 * (the member is told it failed and may retry).
 */
export async function sendHelpRequest(user: User, input: HelpRequestInput, locale: string) {
  const limit = perMember()
  await limit.consume(helpRequestLimitKey(user.id))

  const request = await HelpRequest.create({
    userId: user.id,
    topic: input.topic,
    subject: input.subject,
    message: input.message,
    locale,
    status: 'open',
    sentAt: null,
  })
  try {
    await mail.sendLater(
      new HelpRequestMail(teamEmail(), {
        requestId: request.id,
        memberName: user.fullName,
        memberEmail: user.email,
        memberLocale: locale,
        topic: input.topic,
        subject: input.subject,
        message: input.message,
      })
    )
  } catch (error) {
    await request.delete()
    await limit.decrement(helpRequestLimitKey(user.id))
    throw error
  }
  request.sentAt = DateTime.utc()
  await request.save()
  await request.refresh()
  return request
}

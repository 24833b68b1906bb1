import { REFERRAL_RULES } from '#business/referrals'
import { DISCOUNTS } from '#business/pricing'
import type { MentorApplicationBasis } from '#business/accounts'
import type { DemoContext, DemoMentee } from '#database/seeding/demo/context'
import { slugify } from '#database/seeding/people'
import { DAY } from '#database/seeding/sessions'

/**
 * Referral codes, mentee@demo.test's two referrals (one converted with its
 * credit processed, one pending) with the friends' discount codes, and two
 * applications to become a mentor (one pending, one rejected).
 */
export async function seedReferrals(ctx: DemoContext) {
  const random = ctx.random('referrals')
  const existing = await ctx.writer.client.from('referral_codes').select('code')
  const taken = new Set<string>(existing.map((row) => row.code))
  const newCode = () => {
    let code: string
    do {
      code = random.code(REFERRAL_RULES.codeAlphabet, REFERRAL_RULES.codeLength)
    } while (taken.has(code))
    taken.add(code)
    return code
  }

  const owners = [
    ctx.mentee,
    ctx.mentor,
    ...random.sample(ctx.bookingMentees, 8),
    ...random.sample(ctx.mentors.slice(1), 3),
  ]
  const codes = await ctx.insert(
    'referral_codes',
    owners.map((owner) => {
      const at = ctx.at(owner.createdAt + random.int(1, 5) * DAY)
      return { user_id: owner.id, code: newCode(), created_at: at, updated_at: at }
    })
  )
  const demoCode = String(codes[0].code)

  const converted = ctx.story.convertedReferral
  const pending = ctx.story.pendingReferral
  const convertedAt = converted.subscription!.startedAt
  const referrals = await ctx.insert('referrals', [
    referralRow(ctx, converted, demoCode, 'converted', convertedAt),
    referralRow(ctx, pending, demoCode, 'pending', null),
  ])

  await ctx.insert('discount_codes', [
    discountRow(ctx, converted, referrals[0].id, `FRIEND-${newCode()}`, convertedAt),
    discountRow(ctx, pending, referrals[1].id, `FRIEND-${newCode()}`, null),
  ])

  const processedAt = convertedAt + 5 * 60_000
  await ctx.insert('rewards', [
    {
      referrer_user_id: ctx.mentee.id,
      referral_id: referrals[0].id,
      type: 'credit',
      amount_cents: REFERRAL_RULES.creditPerConversionEur * 100,
      status: 'processed',
      attempts: 1,
      last_error: null,
      processed_at: ctx.at(processedAt),
      stripe_balance_transaction_id: null,
      idempotency_key: `referral:${referrals[0].id}:credit`,
      used_by_session_id: null,
      created_at: ctx.at(convertedAt),
      updated_at: ctx.at(processedAt),
    },
  ])

  await seedMentorApplications(ctx)
}

function referralRow(
  ctx: DemoContext,
  friend: DemoMentee,
  code: string,
  status: 'converted' | 'pending',
  convertedAt: number | null
) {
  return {
    referrer_user_id: ctx.mentee.id,
    referred_user_id: friend.id,
    code,
    status,
    converted_at: convertedAt === null ? null : ctx.at(convertedAt),
    expires_at: ctx.at(friend.createdAt + REFERRAL_RULES.conversionWindowDays * DAY),
    created_at: ctx.at(friend.createdAt),
    updated_at: ctx.at(convertedAt ?? friend.createdAt),
  }
}

function discountRow(
  ctx: DemoContext,
  friend: DemoMentee,
  referralId: number,
  code: string,
  usedAt: number | null
) {
  return {
    code,
    user_id: friend.id,
    percent: DISCOUNTS.referralPercent,
    expires_at: ctx.at(friend.createdAt + REFERRAL_RULES.discountValidityDays * DAY),
    used_at: usedAt === null ? null : ctx.at(usedAt),
    referral_id: referralId,
    created_at: ctx.at(friend.createdAt),
    updated_at: ctx.at(usedAt ?? friend.createdAt),
  }
}

async function seedMentorApplications(ctx: DemoContext) {
  const application = (
    applicant: DemoMentee,
    basis: MentorApplicationBasis,
    motivation: string,
    daysAgo: number
  ) => ({
    user_id: applicant.id,
    basis,
    profile_url: `https://www.linkedin.com/in/${slugify(`${applicant.person.firstName} ${applicant.person.lastName}`)}-demo`,
    links: null,
    motivation,
    status: 'pending',
    rejection_reason: null,
    reviewed_by_user_id: null,
    reviewed_at: null,
    created_at: ctx.at(ctx.nowMs - daysAgo * DAY),
    updated_at: ctx.at(ctx.nowMs - daysAgo * DAY),
  })

  const reviewedAt = ctx.at(ctx.nowMs - 8 * DAY)
  await ctx.insert('mentor_applications', [
    application(
      ctx.story.pendingApplicant,
      'senior_experience',
      'I have spent 22 years in operations and supply chain roles, the last eight as COO of a logistics group with 900 people. Mentors helped me a lot early in my career and I would like to give a few hours a month to founders building operations-heavy businesses.',
      3
    ),
    {
      ...application(
        ctx.story.rejectedApplicant,
        'relevant_network',
        'I organise startup events in Bologna and know many founders and investors in Emilia-Romagna. I would like to help early-stage founders find the right contacts.',
        12
      ),
      status: 'rejected',
      rejection_reason:
        'Thank you for applying. For now we are selecting mentors with direct operating or investing experience; we would be glad to receive a new application once you have it.',
      reviewed_by_user_id: ctx.admin.id,
      reviewed_at: reviewedAt,
      updated_at: reviewedAt,
    },
  ])
}

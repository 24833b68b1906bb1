import { COMPANY_SIZES, DISCOVERY_SOURCES, type CompanySize } from '#business/accounts'
import {
  uniqueName,
  userRow,
  type DemoContext,
  type DemoMentee,
} from '#database/seeding/demo/context'
import { drawPerson, emailLocalPart, MENTEE_ORIGINS } from '#database/seeding/people'
import type { Random } from '#database/seeding/random'
import { DAY } from '#database/seeding/sessions'

/**
 * 40 drawn mentees plus mentee@demo.test: 30 long-standing and onboarded
 * (they have the session history), 5 who joined recently and onboarded,
 * 5 new and not onboarded yet.
 */
export const DEMO_MENTEE_COUNT = 40
const VETERAN_MENTEES = 30
const RECENT_MENTEES = 5

const COMPANY_PREFIXES = [
  'Verde',
  'Nuvo',
  'Lumi',
  'Flux',
  'Orto',
  'Tera',
  'Kiro',
  'Sola',
  'Vela',
  'Brio',
  'Mira',
  'Zeno',
  'Alto',
  'Rete',
  'Giro',
  'Pane',
]
const COMPANY_SUFFIXES = [
  'lab',
  'ly',
  'hub',
  'works',
  'go',
  'box',
  'path',
  'wise',
  'base',
  'mind',
  'pay',
  'stack',
  'care',
  'flow',
]
const MENTEE_ROLES = [
  'Founder & CEO',
  'Co-founder & CTO',
  'Co-founder',
  'Product manager',
  'Marketing manager',
  'Head of sales',
  'Operations manager',
  'Freelance consultant',
  'Software engineer',
  'MBA student',
  'Head of growth',
  'Aspiring founder',
]

function drawCompany(random: Random): { name: string | null; size: CompanySize | null } {
  if (random.chance(0.15)) {
    return { name: null, size: null }
  }
  return {
    name: `${random.pick(COMPANY_PREFIXES)}${random.pick(COMPANY_SUFFIXES)}`,
    size: random.weighted(
      COMPANY_SIZES.map((size, index) => [size, [4, 6, 3, 1, 1][index]] as const)
    ),
  }
}

export async function createMentees(ctx: DemoContext) {
  const random = ctx.random('mentees')
  const emails = new Set<string>([
    'admin',
    'mentor',
    'mentee',
    ...ctx.mentors.map((mentor) => mentor.email.split('@')[0]),
  ])
  const drawn = Array.from({ length: DEMO_MENTEE_COUNT }, (_, index) => {
    const person = drawPerson(random, MENTEE_ORIGINS)
    const onboarded = index < VETERAN_MENTEES + RECENT_MENTEES
    const createdAt =
      ctx.nowMs -
      (index < VETERAN_MENTEES
        ? random.int(250, 420)
        : index < VETERAN_MENTEES + RECENT_MENTEES
          ? random.int(5, 60)
          : random.int(1, 20)) *
        DAY
    const company = drawCompany(random)
    return {
      person,
      onboarded,
      createdAt,
      company,
      role: random.pick(MENTEE_ROLES),
      email: `${uniqueName(emails, emailLocalPart(person))}@demo.test`,
    }
  })
  // The referred friends signed up 40 and 5 days ago (the 30-day conversion window).
  drawn[VETERAN_MENTEES].createdAt = ctx.nowMs - 40 * DAY
  drawn[VETERAN_MENTEES + 1].createdAt = ctx.nowMs - 5 * DAY
  // The rejected applicant applied 12 days ago.
  drawn[VETERAN_MENTEES + 2].createdAt = ctx.nowMs - 45 * DAY

  const users = await ctx.insert(
    'users',
    drawn.map((item) =>
      userRow(ctx, item.person, {
        email: item.email,
        role: 'STUDENT',
        onboarded: item.onboarded,
        company_name: item.onboarded ? item.company.name : null,
        company_size: item.onboarded ? item.company.size : null,
        professional_role: item.onboarded ? item.role : null,
        created_at: item.createdAt,
      })
    )
  )
  const mentees: DemoMentee[] = drawn.map((item, index) => ({
    id: users[index].id,
    email: item.email,
    person: item.person,
    createdAt: item.createdAt,
    onboarded: item.onboarded,
    companyName: item.company.name,
    companySize: item.company.size,
    role: item.role,
    subscription: null,
  }))
  ctx.mentees = [ctx.mentee, ...mentees]
  ctx.story = {
    convertedReferral: mentees[VETERAN_MENTEES],
    pendingReferral: mentees[VETERAN_MENTEES + 1],
    pendingApplicant: mentees[5],
    rejectedApplicant: mentees[VETERAN_MENTEES + 2],
  }
}

const GROWTH_CHALLENGES = [
  'We are preparing our seed round and need to sharpen our go-to-market before talking to investors.',
  'Finding product-market fit: customers like the demo but few convert after the trial.',
  'Hiring the first senior people without a big budget.',
  'Expanding from Italy to other European markets.',
  'Our pricing is a guess and we lose money on small customers.',
  'Moving from a services business to a product.',
  'I want to move from a corporate role into a startup and do not know where to start.',
  'Vogliamo crescere all’estero ma non sappiamo da quale mercato partire.',
  'Dobbiamo strutturare il team commerciale e il processo di vendita.',
  'Sto validando un’idea e voglio capire se vale la pena lasciare il lavoro.',
]

export async function createOnboardingAnswers(ctx: DemoContext) {
  const random = ctx.random('onboarding')
  const onboarded = ctx.mentees.filter((mentee) => mentee.onboarded)
  const rows = onboarded.map((mentee) => {
    const isDemo = mentee.id === ctx.mentee.id
    const source = isDemo ? 'linkedin' : random.pick(DISCOVERY_SOURCES)
    const at = ctx.at(mentee.createdAt + 3_600_000)
    return {
      user_id: mentee.id,
      location: mentee.person.city,
      company_name: mentee.companyName,
      company_size: mentee.companySize,
      role: mentee.role,
      growth_challenge: isDemo ? GROWTH_CHALLENGES[0] : random.pick(GROWTH_CHALLENGES),
      discovery_source: source,
      discovery_source_other: source === 'other' ? 'A podcast about startups' : null,
      created_at: at,
      updated_at: at,
    }
  })
  await ctx.insert('onboarding_answers', rows)

  const bySlug = new Map(ctx.catalog.industries.map((industry) => [industry.slug, industry.id]))
  await ctx.insert(
    'user_industries',
    onboarded.flatMap((mentee) => {
      const industryIds =
        mentee.id === ctx.mentee.id
          ? [bySlug.get('circular-economy')!, bySlug.get('e-commerce')!]
          : random.sample(ctx.catalog.industries, random.int(1, 3)).map((industry) => industry.id)
      return industryIds.map((industryId) => ({ user_id: mentee.id, industry_id: industryId }))
    })
  )
}

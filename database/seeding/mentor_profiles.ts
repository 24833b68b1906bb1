import type { MatchingCompanySize } from '#business/matching'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import type { Catalog, CatalogIndustry } from '#database/seeding/catalog'
import { INDUSTRIES, SKILLS } from '#database/seeding/catalog'
import { ARCHETYPES, type Archetype, type StoryContext } from '#database/seeding/mentor_archetypes'
import type { Person } from '#database/seeding/people'
import type { Random } from '#database/seeding/random'
import { drawWeeklySchedule, type WeeklyRange } from '#database/seeding/schedules'

/**
 * A mentor's profile drawn from building blocks: archetype, industries,
 * skills, a headline and a bio in several paragraphs, prices and a schedule.
 */
export interface MentorDraft {
  archetype: string
  title: string
  headline: string
  bio: string
  yearsOfExperience: number
  hourlyRateCents: number
  sessionDurationMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  maxSessionsPerMonth: number | null
  companySizes: MatchingCompanySize[]
  useGoogleMeet: boolean
  skillIds: number[]
  industries: { id: number; years: number }[]
  weekly: WeeklyRange[]
  /** 0..1: how well mentees rate this mentor. */
  quality: number
}

/** Industry names as they read inside a sentence ("a fintech scale-up"). */
const LABELS: Record<string, string> = {
  'wealth-management': 'wealth management',
  'saas': 'SaaS',
  'hospitality': 'hospitality',
  'crypto-web3': 'Web3',
  'ai-ml': 'AI',
  'devtools': 'developer tools',
  'data-analytics': 'data analytics',
  'marketplaces': 'marketplace',
  'd2c': 'D2C',
  'fashion-luxury': 'fashion',
  'wellness': 'wellness',
  'corporate-learning': 'e-learning',
  'energy': 'energy',
  'logistics': 'logistics',
  'media-publishing': 'media',
  'adtech-martech': 'martech',
  'food-beverage': 'food & beverage',
  'legal': 'legaltech',
  'hr-tech': 'HR tech',
  'industrial-iot': 'industrial IoT',
  'aerospace': 'aerospace',
  'travel': 'travel',
  'social-impact': 'social impact',
}

const INDUSTRY_NAMES = new Map(INDUSTRIES.map((industry) => [industry.slug, industry.name]))
const SKILL_NAMES = new Map(SKILLS.map(([slug, name]) => [slug, name]))

function labelOf(slug: string) {
  const name = INDUSTRY_NAMES.get(slug) ?? slug
  return LABELS[slug] ?? (/^[A-Z][A-Z]/.test(name) ? name : name.toLowerCase())
}

function joinWords(words: string[]) {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

const STAGES = [
  ['seed-stage', ['startup']],
  ['Series A', ['startup', 'scale-up']],
  ['VC-backed', ['startup', 'scale-up']],
  ['bootstrapped', ['startup', 'company']],
  ['Series B', ['scale-up', 'platform']],
  ['Series C', ['scale-up', 'platform']],
  ['pan-European', ['scale-up', 'platform', 'group']],
  ['listed', ['company', 'group']],
  ['family-owned', ['company', 'group']],
  ['multinational', ['company', 'group']],
] as const

function companyDescription(random: Random, label: string) {
  const [stage, kinds] = random.pick(STAGES)
  const article = /^[aeiouAEIOU]/.test(stage) ? 'an' : 'a'
  return `${article} ${stage} ${label} ${random.pick(kinds)}`
}

interface HeadlineParts {
  title: string
  win: string
  company: string
  label: string
  focus: string[]
  years: number
  city: string
}

type Headline = (h: HeadlineParts) => string

/** "Serial founder" -> "serial founder"; acronyms such as "CTO" stay. */
function lowerFirst(text: string) {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text
}

function upperFirst(text: string) {
  return text[0].toUpperCase() + text.slice(1)
}

const HEADLINES: readonly Headline[] = [
  (h) => `${h.title} at ${h.company}`,
  (h) => `Former ${lowerFirst(h.title)} at ${h.company} · ${h.win}`,
  (h) => `${h.title} · ${h.win}`,
  (h) => `${h.title}, ${h.years}+ years in ${h.label} · ${h.focus[0]}, ${h.focus[1]}`,
  (h) => `${h.title} helping ${h.label} founders with ${lowerFirst(h.focus[0])}`,
  (h) => `${h.title} in ${h.city} · ${h.win}`,
  (h) => `${h.title} | ${h.focus.slice(0, 3).join(', ')}`,
  (h) => `${upperFirst(h.win)} · ${lowerFirst(h.title)} at ${h.company}`,
]

const INTROS: readonly ((i: { years: number; domain: string; industries: string }) => string)[] = [
  (i) => `I have spent the last ${i.years} years ${i.domain}, mostly in ${i.industries}.`,
  (i) =>
    `For ${i.years} years my work has been ${i.domain}, with ${i.industries} as my home ground.`,
  (i) => `My career, ${i.years} years so far, has been about ${i.domain} in ${i.industries}.`,
  (i) =>
    `After ${i.years} years ${i.domain} in ${i.industries}, I know which mistakes are expensive and which are not.`,
  (i) =>
    `${i.years} years of ${i.domain} (${i.industries}, mainly) have left me with strong opinions, loosely held.`,
]

const HELP: readonly ((skills: string) => string)[] = [
  (skills) => `Founders usually come to me for ${skills}.`,
  (skills) => `I am most useful on ${skills}.`,
  (skills) => `In our call we can work on ${skills}, or on whatever is keeping you up at night.`,
  (skills) => `Bring me your questions on ${skills}.`,
  (skills) => `Typical topics: ${skills}.`,
]

const STYLES = [
  'I prefer concrete problems to general chats: send me your numbers or your deck beforehand and we will use every minute.',
  'Expect direct feedback, delivered kindly.',
  'I ask a lot of questions before giving advice, and I will tell you when I do not know.',
  'I like to end every session with two or three actions you can take the same week.',
  'I am happy to review a deck, a pricing page or a job description before we talk.',
  'No slides needed: a clear question and some context are enough.',
  'I will challenge your assumptions, because your investors and customers will too.',
  'I mentor because someone did it for me when I needed it most.',
  'My sessions are practical: frameworks only when they help, templates when they save time.',
  'If I am not the right person for your question, I will say so and point you to someone who is.',
  'I especially enjoy working with first-time founders and people changing careers.',
  'Come with a decision you are stuck on; leave with a way to make it.',
  'I take notes during our call and send you a short summary afterwards.',
  'I am patient with early ideas and impatient with vague plans.',
]

const HOBBIES = [
  'run half marathons',
  'sail whenever the wind allows',
  'cook for too many friends',
  'play the piano, badly',
  'climb',
  'read a lot of history',
  'coach a youth basketball team',
  'ski',
  'restore old bicycles',
  'hike in the mountains',
  'grow tomatoes on my balcony',
  'play padel',
  'volunteer at a local school',
  'take photographs',
  'cycle long distances',
  'play chess online',
  'surf, with more enthusiasm than talent',
  'collect vinyl records',
]

const PERSONAL: readonly ((city: string, hobby: string) => string)[] = [
  (city, hobby) => `Based in ${city}. Outside work I ${hobby}.`,
  (city, hobby) => `I live in ${city} and, when I am not working, I ${hobby}.`,
  (city, hobby) => `${city}-based; I ${hobby} whenever I can.`,
  (city, hobby) => `Home is ${city}. Weekends are for family, and I ${hobby}.`,
]

const ITALIAN_LINES = [
  'Le sessioni possono svolgersi in italiano o in inglese.',
  'Parlo italiano e inglese: scegli tu la lingua della call.',
  'Felice di fare la call in italiano.',
]

function draw<T>(random: Random, items: readonly T[]) {
  return random.pick(items)
}

/** A mentor profile for a person, drawn from `random`. */
export function draftMentor(random: Random, catalog: Catalog, person: Person): MentorDraft {
  const archetype: Archetype = random.weighted(ARCHETYPES.map((item) => [item, item.weight]))
  const years = random.int(archetype.years[0], archetype.years[1])
  const title = draw(random, archetype.titles)

  const industries = drawIndustries(random, catalog.industries, years)
  const label = labelOf(industries[0].slug)
  const industryNames = industries.map(({ slug }) => labelOf(slug))

  const skillSlugs = drawSkills(random, archetype)
  const skillsBySlug = new Map(catalog.skills.map((skill) => [skill.slug, skill.id]))
  const skillIds = skillSlugs.flatMap((slug) => skillsBySlug.get(slug) ?? [])
  const focus = skillSlugs.map((slug) => SKILL_NAMES.get(slug) ?? slug)

  const context: StoryContext = { years, label, city: person.city }
  const headline = drawHeadline(random, archetype, {
    title,
    company: archetype.employers
      ? random.pick(archetype.employers)
      : companyDescription(random, label),
    label,
    focus,
    years,
    city: person.city,
  })

  const stories = random.sample(archetype.stories, random.int(1, 2))
  const paragraphs = [
    [
      draw(
        random,
        INTROS
      )({
        years,
        domain: draw(random, archetype.domains),
        industries: joinWords(industryNames),
      }),
      ...stories.map((story) => story(random, context)),
    ].join(' '),
    [
      draw(random, archetype.today)(random, context),
      draw(random, HELP)(joinWords(focus.slice(0, 3).map(lowerFirst))),
      ...random.sample(STYLES, random.int(1, 2)),
    ].join(' '),
    [
      draw(random, PERSONAL)(person.city, draw(random, HOBBIES)),
      ...(person.speaksItalian ? [draw(random, ITALIAN_LINES)] : []),
    ].join(' '),
  ]

  const duration = random.weighted([
    [60, 5],
    [45, 3],
    [30, 3],
  ] as const)
  const rateEuros = Math.round((60 + years * 7 + random.int(-30, 60)) / 10) * 10
  return {
    archetype: archetype.key,
    title,
    headline,
    bio: paragraphs.join('\n\n').slice(0, MENTOR_PROFILE_RULES.bioMaxLength),
    yearsOfExperience: years,
    hourlyRateCents: Math.min(Math.max(rateEuros, 50), MENTOR_PROFILE_RULES.hourlyRateMax) * 100,
    sessionDurationMinutes: duration,
    bufferBeforeMinutes: random.pick([0, 0, 5, 10, 15]),
    bufferAfterMinutes: random.pick([0, 5, 10, 15, 15]),
    maxSessionsPerMonth: random.chance(0.3) ? null : random.int(2, 12),
    companySizes: random
      .sample(archetype.companySizes, random.int(1, archetype.companySizes.length))
      .sort(),
    useGoogleMeet: random.chance(0.6),
    skillIds,
    industries: industries.map(({ id, years: industryYears }) => ({ id, years: industryYears })),
    weekly: drawWeeklySchedule(random),
    quality: random.next(),
  }
}

function drawHeadline(random: Random, archetype: Archetype, parts: Omit<HeadlineParts, 'win'>) {
  const max = MENTOR_PROFILE_RULES.headlineMaxLength
  for (let attempt = 0; attempt < 5; attempt++) {
    const win = draw(random, archetype.wins)(random, {
      years: parts.years,
      label: parts.label,
      city: parts.city,
    })
    const headline = draw(random, HEADLINES)({ ...parts, win })
    if (headline.length <= max) {
      return headline
    }
  }
  return `${parts.title} · ${parts.focus.slice(0, 2).join(' & ')}`.slice(0, max)
}

/** 3-8 skills: most from the archetype, a few from anywhere. */
function drawSkills(random: Random, archetype: Archetype) {
  const own = random.sample(archetype.skills.slice(0, 6), random.int(2, 4))
  const rest = random.sample(
    SKILLS.map(([slug]) => slug).filter((slug) => !own.includes(slug)),
    random.int(1, 4)
  )
  return [...own, ...rest]
}

/** 1-3 industries, mostly from one sector, each with some of the mentor's years. */
function drawIndustries(random: Random, industries: CatalogIndustry[], years: number) {
  const primary = random.pick(industries)
  const sameSector = industries.filter(
    (industry) => industry.sector === primary.sector && industry.id !== primary.id
  )
  const picked = [primary]
  const extra = random.int(0, 2)
  for (let index = 0; index < extra; index++) {
    const pool = random.chance(0.6) && sameSector.length ? sameSector : industries
    const candidate = random.pick(pool)
    if (!picked.some((industry) => industry.id === candidate.id)) {
      picked.push(candidate)
    }
  }
  return picked.map((industry, index) => ({
    ...industry,
    years: Math.max(
      1,
      index === 0
        ? years - random.int(0, Math.floor(years / 3))
        : random.int(1, Math.max(1, Math.floor(years / 2)))
    ),
  }))
}

import type { Random } from '#database/seeding/random'
import type { MatchingCompanySize } from '#business/matching'

/**
 * The kinds of people who mentor here, as building blocks for believable
 * profiles: titles, the skills they bring, short wins for a headline and
 * story sentences for a bio. Numbers are drawn, so no two read the same.
 */
export interface StoryContext {
  years: number
  /** The main industry as an adjective: "fintech", "SaaS". */
  label: string
  city: string
}

type Line = (random: Random, context: StoryContext) => string

export interface Archetype {
  key: string
  weight: number
  titles: readonly string[]
  years: readonly [number, number]
  /** Skill slugs; the first ones are the most typical. */
  skills: readonly string[]
  companySizes: readonly MatchingCompanySize[]
  /** Where they work, when that is not "a <stage> <industry> company". */
  employers?: readonly string[]
  /** What the career was about, as a gerund phrase. */
  domains: readonly string[]
  wins: readonly Line[]
  stories: readonly Line[]
  today: readonly Line[]
}

/** Items written on one line, separated by " | ". */
function words(text: string) {
  return text.split('|').map((item) => item.trim())
}

/** "a fintech", "an enterprise software". */
export function withArticle(word: string) {
  return `${/^([aeiou]|HR\b)/i.test(word) ? 'an' : 'a'} ${word}`
}

const year = (random: Random) => random.int(2009, 2023)
const millions = (random: Random, min: number, max: number) => random.int(min, max)

export const ARCHETYPES: readonly Archetype[] = [
  {
    key: 'founder',
    weight: 18,
    titles: words(
      'Serial founder | Founder & CEO | Co-founder | Two-time founder | Founder & chair'
    ),
    years: [6, 25],
    skills: words(
      'fundraising | product-market-fit | pitching | customer-discovery | hiring | go-to-market | leadership | business-model | founder-wellbeing | m-and-a'
    ),
    companySizes: ['startup', 'small'],
    domains: words(
      'building and scaling startups | starting companies from scratch | turning early ideas into businesses'
    ),
    wins: [
      (r) => `${r.int(2, 3)} exits`,
      (r) => `acquired in ${year(r)}`,
      (r) => `€${millions(r, 4, 60)}M raised`,
      (r) => `bootstrapped to €${millions(r, 2, 20)}M revenue`,
      (r) => `0 to ${r.int(20, 400)}k customers`,
    ],
    stories: [
      (r) =>
        `I started my first company at ${r.int(23, 31)} and sold it ${r.int(3, 8)} years later to a larger competitor.`,
      (r) =>
        `Across ${r.int(2, 4)} startups I have raised more than €${millions(r, 5, 80)}M, from pre-seed angels to a Series ${r.pick(['B', 'C'])} led by an international fund.`,
      (r) =>
        `My last company grew from ${r.int(3, 8)} to ${r.int(60, 400)} people in ${r.int(3, 6)} years, and I made almost every hiring mistake along the way.`,
      (r, c) =>
        `I bootstrapped ${withArticle(c.label)} business to €${millions(r, 2, 15)}M in yearly revenue without outside capital.`,
      () =>
        'One of my companies failed, and that taught me more about cash and focus than any success.',
      (r) =>
        `We opened ${r.int(3, 12)} countries in ${r.int(2, 5)} years, which is how I learned what expansion really costs.`,
    ],
    today: [
      (r) => `Today I sit on ${r.int(2, 4)} boards and write small angel cheques.`,
      () => 'I am currently building my next company, still in stealth.',
      () => 'These days I split my time between advisory roles and a small venture studio.',
    ],
  },
  {
    key: 'investor',
    weight: 9,
    titles: words(
      'Angel investor | VC partner | Early-stage investor | Business angel | Venture partner'
    ),
    years: [8, 30],
    skills: words(
      'fundraising | term-sheets | pitching | board-management | finance | m-and-a | business-model | strategy'
    ),
    companySizes: ['startup', 'small'],
    employers: words(
      'a European seed fund | an early-stage VC fund | a pan-European venture fund | an angel syndicate | a corporate venture fund'
    ),
    domains: words(
      'investing in early-stage companies | backing founders | working on both sides of the funding table'
    ),
    wins: [
      (r) => `${r.int(25, 90)}+ angel investments`,
      (r) => `partner at a €${millions(r, 40, 300)}M fund`,
      (r) => `${r.int(4, 15)} portfolio exits`,
      () => 'ex-operator turned investor',
    ],
    stories: [
      (r) =>
        `I have made ${r.int(20, 80)} angel investments since ${year(r)}; ${r.int(6, 18)} of those companies went on to raise a Series A.`,
      (r) =>
        `As a partner at a €${millions(r, 50, 250)}M fund I listened to about ${r.int(300, 900)} pitches a year, so I know what makes a partner meeting go well.`,
      (r) =>
        `Before investing I spent ${r.int(6, 14)} years as an operator, so I know what every board request costs the team.`,
      () =>
        'I have negotiated term sheets from both sides and I am happy to walk you through the clauses that actually matter.',
    ],
    today: [
      (r) =>
        `I still write €${r.int(10, 50)}k-€${r.int(60, 150)}k cheques into pre-seed companies.`,
      () => 'I now advise two funds on dealflow in Southern Europe.',
      () =>
        'I am an LP in several emerging-manager funds and invest personally in a handful of deals a year.',
    ],
  },
  {
    key: 'product',
    weight: 12,
    titles: words(
      'Chief Product Officer | Head of Product | VP Product | Group Product Manager | Director of Product'
    ),
    years: [5, 22],
    skills: words(
      'product-management | customer-discovery | product-market-fit | ux-design | pricing | okrs | data-science | go-to-market'
    ),
    companySizes: ['startup', 'small', 'medium'],
    domains: words(
      'leading product teams | building digital products | turning customer problems into products'
    ),
    wins: [
      (r) => `products used by ${r.int(2, 40)}M people`,
      (r) => `${r.int(3, 9)} product launches`,
      (r) => `grew ARR ${r.int(3, 10)}x`,
      () => 'discovery, roadmaps, pricing',
    ],
    stories: [
      (r, c) =>
        `I led the product team that took our ${c.label} app from ${r.int(20, 300)}k to ${r.int(2, 12)}M monthly users.`,
      (r) =>
        `I rebuilt the pricing and packaging of a B2B suite, lifting average contract value by ${r.int(18, 70)}%.`,
      (r) =>
        `I have interviewed more than ${r.int(3, 9)}00 customers and still think discovery is the most underrated skill in product.`,
      (r) =>
        `I built the product function from scratch twice, hiring the first ${r.int(4, 15)} product managers and designers.`,
    ],
    today: [
      (_r, c) => `Today I lead product at ${withArticle(c.label)} scale-up in ${c.city}.`,
      () => 'I now work as a fractional product leader for early-stage teams.',
    ],
  },
  {
    key: 'engineering',
    weight: 9,
    titles: words(
      'CTO | VP Engineering | Head of Engineering | Fractional CTO | Principal engineer'
    ),
    years: [8, 28],
    skills: words(
      'engineering-management | software-architecture | hiring | ai-strategy | team-culture | data-science | leadership | product-management'
    ),
    companySizes: ['startup', 'small', 'medium', 'large'],
    domains: words(
      'building engineering teams | writing and shipping software | scaling platforms and the teams behind them'
    ),
    wins: [
      (r) => `scaled engineering from ${r.int(3, 10)} to ${r.int(60, 250)}`,
      (r) => `platforms serving ${r.int(5, 500)}M requests a day`,
      () => 'architecture, hiring, delivery',
      () => 'from monolith to platform without a rewrite',
    ],
    stories: [
      (r) =>
        `I grew an engineering organisation from ${r.int(4, 12)} to ${r.int(80, 260)} people across ${r.int(2, 5)} countries.`,
      (r) =>
        `I led the migration of a ${r.int(8, 15)}-year-old monolith to a platform that now ships ${r.int(20, 200)} times a day.`,
      () =>
        'I have been on call for more production incidents than I care to count, and I believe blameless post-mortems changed my teams more than any framework.',
      (r, c) =>
        `As the first technical hire at ${withArticle(c.label)} startup I wrote the first ${r.int(50, 200)}k lines of code and then learned to stop writing them.`,
    ],
    today: [
      () => 'Today I work as a fractional CTO for seed-stage companies.',
      (_r, c) =>
        `I currently run engineering at ${withArticle(c.label)} company based in ${c.city}.`,
    ],
  },
  {
    key: 'growth',
    weight: 10,
    titles: words('CMO | Head of Growth | VP Marketing | Growth advisor | Brand director'),
    years: [5, 24],
    skills: words(
      'growth-marketing | performance-marketing | branding | content-marketing | seo-sem | public-relations | community-building | go-to-market'
    ),
    companySizes: ['startup', 'small', 'medium'],
    domains: words(
      'growing brands | building marketing teams | finding the first thousand customers'
    ),
    wins: [
      (r) => `CAC down ${r.int(25, 60)}% in a year`,
      (r) => `built a community of ${r.int(20, 300)}k`,
      (r) => `${r.int(3, 8)} brand launches`,
      () => 'positioning, acquisition, retention',
    ],
    stories: [
      (r) =>
        `I cut customer acquisition cost by ${r.int(25, 60)}% in a year by moving budget from paid social to content and partnerships.`,
      (r, c) =>
        `I launched ${withArticle(c.label)} brand in ${r.int(3, 9)} markets with a team of ${r.int(3, 8)}.`,
      (r) =>
        `I built a newsletter to ${r.int(40, 250)}k subscribers before we had a product, and it became our cheapest channel.`,
      () => 'I have run rebrands that worked and one that did not, and I can tell you why.',
    ],
    today: [
      () => 'Today I advise startups on positioning and their first growth hires.',
      (_r, c) => `I currently lead marketing at ${withArticle(c.label)} scale-up in ${c.city}.`,
    ],
  },
  {
    key: 'sales',
    weight: 8,
    titles: words(
      'Chief Revenue Officer | VP Sales | Head of Sales EMEA | Sales director | Enterprise account director'
    ),
    years: [6, 26],
    skills: words(
      'sales | partnerships | negotiation | pricing | customer-success | go-to-market | international-expansion | hiring'
    ),
    companySizes: ['small', 'medium', 'large'],
    domains: words(
      'selling complex software to large companies | building sales teams | closing enterprise deals'
    ),
    wins: [
      (r) => `€${millions(r, 5, 80)}M ARR team`,
      (r) => `first ${r.int(20, 100)} enterprise customers`,
      () => 'founder-led sales to a real sales team',
      (r) => `${r.int(8, 40)} markets opened`,
    ],
    stories: [
      (r) =>
        `I built a sales team from the founder's first deals to €${millions(r, 8, 60)}M in annual recurring revenue.`,
      (r) =>
        `I closed the first ${r.int(20, 80)} enterprise contracts of a B2B startup, including procurement processes that lasted a year.`,
      () => 'I help founders hand over sales without losing what made their first deals work.',
      (r) =>
        `My teams have sold into ${r.int(10, 35)} countries, and I have hired (and fired) more account executives than I would like.`,
    ],
    today: [
      (_r, c) => `Today I lead revenue at ${withArticle(c.label)} company.`,
      () => 'I now coach sales leaders at venture-backed startups.',
    ],
  },
  {
    key: 'finance',
    weight: 7,
    titles: words(
      'CFO | Finance director | Fractional CFO | Head of FP&A | Corporate finance advisor'
    ),
    years: [7, 30],
    skills: words(
      'finance | fundraising | term-sheets | m-and-a | board-management | pricing | grants'
    ),
    companySizes: ['startup', 'small', 'medium', 'large'],
    domains: words(
      'running finance teams | financing growing companies | building financial models that survive contact with reality'
    ),
    wins: [
      (r) => `€${millions(r, 20, 200)}M raised as CFO`,
      (r) => `${r.int(2, 6)} M&A deals`,
      () => 'unit economics, runway, board reporting',
      () => 'from spreadsheet to audit-ready',
    ],
    stories: [
      (r) =>
        `As a CFO I led ${r.int(3, 6)} funding rounds worth €${millions(r, 20, 150)}M in total and ${r.int(1, 4)} acquisitions.`,
      () =>
        'I have rebuilt the finance function of a scale-up after an audit found the numbers did not add up.',
      (r) =>
        `I spent ${r.int(4, 9)} years in investment banking before moving to startups, so I know how the other side reads your model.`,
      () =>
        'I believe a founder who knows their unit economics negotiates better than one with a prettier deck.',
    ],
    today: [
      () => 'Today I work as a part-time CFO for three startups.',
      (_r, c) => `I currently run finance at ${withArticle(c.label)} group.`,
    ],
  },
  {
    key: 'legal',
    weight: 4,
    titles: words('Startup lawyer | General counsel | IP attorney | Corporate lawyer'),
    years: [6, 30],
    skills: words('legal-ip | term-sheets | negotiation | m-and-a | board-management | hiring'),
    companySizes: ['startup', 'small', 'medium', 'large'],
    employers: words(
      'a corporate law firm | a boutique startup law firm | an international law firm | an IP law practice'
    ),
    domains: words(
      'advising founders on legal matters | negotiating deals | protecting inventions'
    ),
    wins: [
      (r) => `${r.int(100, 400)}+ funding rounds advised`,
      () => 'term sheets, IP and employee equity',
      (r) => `${r.int(20, 90)} patents filed`,
    ],
    stories: [
      (r) =>
        `I have advised on more than ${r.int(100, 350)} funding rounds, from the first SAFE to late-stage preference stacks.`,
      () =>
        'I was the first in-house lawyer of a scale-up and wrote most of its contracts, policies and the employee stock option plan.',
      (r) =>
        `I have filed and defended ${r.int(20, 80)} patents, mostly for hardware and deep-tech companies.`,
    ],
    today: [
      () => 'Today I am a partner at a boutique firm that works only with startups and investors.',
      () => 'I now work as general counsel for a growth-stage company.',
    ],
  },
  {
    key: 'operations',
    weight: 6,
    titles: words('COO | VP Operations | Head of Operations | Supply chain director'),
    years: [8, 30],
    skills: words(
      'operations | supply-chain | okrs | international-expansion | leadership | team-culture | hiring'
    ),
    companySizes: ['small', 'medium', 'large'],
    domains: words('running operations | making growing companies work | building supply chains'),
    wins: [
      (r) => `${r.int(3, 15)} countries launched`,
      (r) => `operations for ${r.int(1, 20)}M orders a year`,
      () => 'processes that scale without bureaucracy',
    ],
    stories: [
      (r) =>
        `I set up operations in ${r.int(3, 12)} countries for a marketplace that went from one city to a continent.`,
      (r) =>
        `I rebuilt a supply chain during a shortage and cut delivery times from ${r.int(8, 14)} days to ${r.int(2, 4)}.`,
      () => 'I like turning chaos into simple routines that a growing team can actually follow.',
    ],
    today: [
      (_r, c) =>
        `Today I am COO of ${withArticle(c.label)} company with teams in several countries.`,
      () => 'I now help founders build their first operations and people processes.',
    ],
  },
  {
    key: 'design',
    weight: 4,
    titles: words(
      'Head of Design | Design director | Principal product designer | Brand and product designer'
    ),
    years: [5, 22],
    skills: words('ux-design | branding | product-management | customer-discovery | team-culture'),
    companySizes: ['startup', 'small', 'medium'],
    domains: words(
      'designing digital products | building design teams | making complex software feel simple'
    ),
    wins: [
      (r) => `${r.int(2, 6)} design systems shipped`,
      () => 'research-led product design',
      (r) => `conversion up ${r.int(20, 80)}% from one redesign`,
    ],
    stories: [
      (r) =>
        `I redesigned an onboarding flow that lifted activation by ${r.int(20, 70)}%, mostly by removing screens.`,
      () =>
        'I built a design team from one freelancer to a group that owns research, product design and brand.',
      () => 'I believe good design starts with five honest user interviews, not with a mood board.',
    ],
    today: [
      () => 'Today I lead design at a product studio and teach interaction design in the evenings.',
    ],
  },
  {
    key: 'people',
    weight: 4,
    titles: words('Chief People Officer | Head of Talent | HR director | Leadership coach'),
    years: [7, 28],
    skills: words('hiring | team-culture | leadership | career-growth | founder-wellbeing | okrs'),
    companySizes: ['startup', 'small', 'medium', 'large', 'enterprise'],
    domains: words('building teams and cultures | hiring and developing people | coaching leaders'),
    wins: [
      (r) => `${r.int(300, 1500)}+ hires`,
      () => 'first managers, feedback, culture',
      () => 'certified executive coach',
    ],
    stories: [
      (r) =>
        `I have hired more than ${r.int(300, 1200)} people and designed the career frameworks of ${r.int(2, 5)} scale-ups.`,
      () =>
        'I coach founders through their first layoffs, their first managers and their own burnout, which are often the same story.',
      () => 'I believe culture is what a team does when nobody is looking, and it can be designed.',
    ],
    today: [
      () => 'Today I coach founders and first-time managers.',
      (_r, c) => `I currently lead people and culture at ${withArticle(c.label)} scale-up.`,
    ],
  },
  {
    key: 'data',
    weight: 5,
    titles: words('Head of Data | AI lead | Chief Data Officer | Machine learning director'),
    years: [5, 22],
    skills: words(
      'data-science | ai-strategy | software-architecture | product-management | engineering-management'
    ),
    companySizes: ['startup', 'small', 'medium', 'large'],
    domains: words(
      'turning data into products | building machine learning systems | leading data teams'
    ),
    wins: [
      (r) => `ML models serving ${r.int(1, 50)}M users`,
      () => 'practical AI, not slideware',
      (r) => `data team from 1 to ${r.int(15, 60)}`,
    ],
    stories: [
      (r) =>
        `I built a data team from one analyst to ${r.int(15, 50)} people covering analytics, data engineering and machine learning.`,
      (r) => `I shipped recommendation and pricing models that drove ${r.int(8, 25)}% of revenue.`,
      () => 'I help teams decide where AI genuinely helps and where a spreadsheet is enough.',
    ],
    today: [
      (_r, c) => `Today I lead AI initiatives at ${withArticle(c.label)} company.`,
      () => 'I now advise startups on their data strategy and first data hires.',
    ],
  },
  {
    key: 'corporate',
    weight: 6,
    titles: words(
      'Managing director | Corporate innovation director | Country manager | Board member | General manager'
    ),
    years: [18, 35],
    skills: words(
      'strategy | leadership | international-expansion | m-and-a | board-management | partnerships | negotiation'
    ),
    companySizes: ['medium', 'large', 'enterprise'],
    domains: words(
      'leading large organisations | running international business units | bridging corporates and startups'
    ),
    wins: [
      (r) => `${r.int(20, 35)} years in senior roles`,
      (r) => `P&L of €${r.int(100, 900)}M`,
      () => 'corporate partnerships for startups',
    ],
    stories: [
      (r) =>
        `I ran a business unit with a P&L of €${r.int(150, 900)}M and ${r.int(400, 3000)} people.`,
      () => 'I set up a corporate venture programme that partnered with more than forty startups.',
      () =>
        'I know how large companies buy, partner and acquire, and how to get a startup through their door.',
    ],
    today: [
      (r) =>
        `Today I sit on ${r.int(2, 4)} boards and mentor founders who sell to large companies.`,
      () => 'I left corporate life to support founders full time.',
    ],
  },
  {
    key: 'consultant',
    weight: 4,
    titles: words(
      'Strategy consultant | Independent advisor | Interim manager | Management consultant'
    ),
    years: [6, 30],
    skills: words(
      'strategy | business-model | pricing | operations | okrs | international-expansion'
    ),
    companySizes: ['small', 'medium', 'large', 'enterprise'],
    employers: words(
      'a strategy consultancy | a boutique advisory firm | a turnaround advisory firm'
    ),
    domains: words(
      'advising companies on strategy | turning strategy into execution | fixing companies in trouble'
    ),
    wins: [
      (r) => `${r.int(40, 120)} strategy projects`,
      () => 'pricing, positioning, turnarounds',
      (r) => `${r.int(4, 12)} turnarounds led`,
    ],
    stories: [
      (r) =>
        `I led more than ${r.int(40, 120)} strategy projects, from market entry to pricing and turnarounds.`,
      (r) =>
        `As an interim manager I stepped into ${r.int(3, 9)} companies in crisis and stayed until they no longer needed me.`,
      () =>
        'I left consulting to help founders, because their decisions are faster and the stakes more personal.',
    ],
    today: [() => 'Today I work independently with a handful of founders each year.'],
  },
]

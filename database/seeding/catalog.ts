import type { BulkWriter } from '#database/seeding/bulk'

/**
 * Reference data: industries grouped in sectors (industries of one sector are
 * "related" for matching) and skills, in English and Italian.
 */
type Entry = readonly [slug: string, name: string, nameIt: string]

const SECTORS: Record<string, readonly Entry[]> = {
  'Financial services': [
    ['fintech', 'Fintech', 'Fintech'],
    ['insurtech', 'Insurtech', 'Insurtech'],
    ['banking', 'Banking', 'Banca'],
    ['payments', 'Payments', 'Pagamenti'],
    ['wealth-management', 'Wealth management', 'Gestione patrimoniale'],
    ['crypto-web3', 'Crypto & Web3', 'Cripto e Web3'],
  ],
  'Software': [
    ['saas', 'SaaS', 'SaaS'],
    ['ai-ml', 'AI & machine learning', 'Intelligenza artificiale e machine learning'],
    ['cybersecurity', 'Cybersecurity', 'Cybersicurezza'],
    ['devtools', 'Developer tools', 'Strumenti per sviluppatori'],
    ['enterprise-software', 'Enterprise software', 'Software enterprise'],
    ['data-analytics', 'Data & analytics', 'Dati e analytics'],
  ],
  'Commerce': [
    ['e-commerce', 'E-commerce', 'E-commerce'],
    ['retail', 'Retail', 'Retail'],
    ['marketplaces', 'Marketplaces', 'Marketplace'],
    ['d2c', 'Direct-to-consumer brands', 'Brand direct-to-consumer'],
    ['fashion-luxury', 'Fashion & luxury', 'Moda e lusso'],
  ],
  'Health': [
    ['healthtech', 'Healthtech', 'Sanità digitale'],
    ['biotech', 'Biotech', 'Biotecnologie'],
    ['medtech', 'Medtech', 'Dispositivi medici'],
    ['wellness', 'Wellness & fitness', 'Benessere e fitness'],
  ],
  'Education': [
    ['edtech', 'Edtech', 'Edtech'],
    ['corporate-learning', 'Corporate learning', 'Formazione aziendale'],
  ],
  'Energy & climate': [
    ['cleantech', 'Cleantech', 'Tecnologie pulite'],
    ['energy', 'Energy & utilities', 'Energia e utility'],
    ['circular-economy', 'Circular economy', 'Economia circolare'],
  ],
  'Mobility': [
    ['mobility', 'Mobility', 'Mobilità'],
    ['automotive', 'Automotive', 'Automotive'],
    ['logistics', 'Logistics & supply chain', 'Logistica e supply chain'],
  ],
  'Media & entertainment': [
    ['media-publishing', 'Media & publishing', 'Media ed editoria'],
    ['gaming', 'Gaming', 'Videogiochi'],
    ['creator-economy', 'Creator economy', 'Creator economy'],
    ['adtech-martech', 'Advertising & martech', 'Pubblicità e martech'],
  ],
  'Food & agriculture': [
    ['foodtech', 'Foodtech', 'Foodtech'],
    ['agritech', 'Agritech', 'Agritech'],
    ['food-beverage', 'Food & beverage', 'Food & beverage'],
  ],
  'Real estate': [
    ['proptech', 'Proptech', 'Proptech'],
    ['construction', 'Construction', 'Edilizia'],
  ],
  'Professional services': [
    ['legal', 'Legal & legaltech', 'Legale e legaltech'],
    ['consulting', 'Consulting', 'Consulenza'],
    ['hr-tech', 'HR tech & recruiting', 'HR tech e selezione del personale'],
  ],
  'Industry': [
    ['manufacturing', 'Manufacturing', 'Manifattura'],
    ['industrial-iot', 'Industrial IoT & robotics', 'IoT industriale e robotica'],
    ['aerospace', 'Aerospace & defence', 'Aerospazio e difesa'],
  ],
  'Travel & hospitality': [
    ['travel', 'Travel & tourism', 'Viaggi e turismo'],
    ['hospitality', 'Hospitality & restaurants', 'Ospitalità e ristorazione'],
  ],
  'Public sector & impact': [
    ['govtech', 'Govtech', 'Govtech'],
    ['social-impact', 'Nonprofit & social impact', 'Non profit e impatto sociale'],
  ],
}

export const INDUSTRIES = Object.entries(SECTORS).flatMap(([sector, entries]) =>
  entries.map(([slug, name, nameIt]) => ({ slug, name, nameIt, sector }))
)

export const SKILLS: readonly Entry[] = [
  ['fundraising', 'Fundraising', 'Raccolta fondi'],
  ['pitching', 'Pitching to investors', 'Pitch agli investitori'],
  ['term-sheets', 'Term sheets & negotiation', 'Term sheet e negoziazione'],
  ['board-management', 'Board management', 'Gestione del board'],
  ['go-to-market', 'Go-to-market', 'Go-to-market'],
  ['product-market-fit', 'Product-market fit', 'Product-market fit'],
  ['customer-discovery', 'Customer discovery', 'Customer discovery'],
  ['product-management', 'Product management', 'Product management'],
  ['pricing', 'Pricing', 'Pricing'],
  ['business-model', 'Business model design', 'Progettazione del modello di business'],
  ['sales', 'B2B sales', 'Vendite B2B'],
  ['partnerships', 'B2B partnerships', 'Partnership B2B'],
  ['customer-success', 'Customer success', 'Customer success'],
  ['growth-marketing', 'Growth marketing', 'Growth marketing'],
  ['performance-marketing', 'Performance marketing', 'Performance marketing'],
  ['content-marketing', 'Content marketing', 'Content marketing'],
  ['seo-sem', 'SEO & SEM', 'SEO e SEM'],
  ['branding', 'Branding', 'Branding'],
  ['public-relations', 'PR & communication', 'PR e comunicazione'],
  ['community-building', 'Community building', 'Costruzione di community'],
  ['hiring', 'Hiring & recruiting', 'Selezione del personale'],
  ['leadership', 'Leadership', 'Leadership'],
  ['team-culture', 'Team culture', 'Cultura aziendale'],
  ['okrs', 'OKRs & goal setting', 'OKR e definizione degli obiettivi'],
  ['finance', 'Finance & unit economics', 'Finanza e unit economics'],
  ['grants', 'Grants & public funding', 'Bandi e finanza agevolata'],
  ['legal-ip', 'Legal & IP', 'Legale e proprietà intellettuale'],
  ['m-and-a', 'M&A and exits', 'M&A ed exit'],
  ['ux-design', 'UX & product design', 'UX e product design'],
  ['engineering-management', 'Engineering management', 'Gestione dei team tecnici'],
  ['software-architecture', 'Software architecture', 'Architettura software'],
  ['data-science', 'Data science', 'Data science'],
  ['ai-strategy', 'AI strategy', 'Strategia AI'],
  ['operations', 'Operations', 'Operations'],
  ['supply-chain', 'Supply chain', 'Supply chain'],
  ['international-expansion', 'International expansion', 'Espansione internazionale'],
  ['strategy', 'Corporate strategy', 'Strategia aziendale'],
  ['negotiation', 'Negotiation', 'Negoziazione'],
  ['career-growth', 'Career growth', 'Crescita professionale'],
  ['founder-wellbeing', 'Founder wellbeing', 'Benessere del founder'],
]

export interface CatalogIndustry {
  id: number
  slug: string
  sector: string
}

export interface CatalogSkill {
  id: number
  slug: string
}

export interface Catalog {
  industries: CatalogIndustry[]
  skills: CatalogSkill[]
}

/** Inserts the industries and skills that are missing (by slug) and returns the whole catalog. */
export async function seedCatalog(writer: BulkWriter, nowMs: number): Promise<Catalog> {
  const now = writer.instant(nowMs)
  const knownIndustries = new Set<string>(
    await writer.client.from('industries').select('slug').then(slugs)
  )
  let industryId = await writer.nextId('industries')
  await writer.insert(
    'industries',
    INDUSTRIES.filter(({ slug }) => !knownIndustries.has(slug)).map((industry) => ({
      id: industryId++,
      slug: industry.slug,
      name: industry.name,
      name_it: industry.nameIt,
      sector: industry.sector,
      created_at: now,
      updated_at: now,
    }))
  )

  const knownSkills = new Set<string>(await writer.client.from('skills').select('slug').then(slugs))
  let skillId = await writer.nextId('skills')
  await writer.insert(
    'skills',
    SKILLS.filter(([slug]) => !knownSkills.has(slug)).map(([slug, name, nameIt]) => ({
      id: skillId++,
      slug,
      name,
      name_it: nameIt,
      created_at: now,
      updated_at: now,
    }))
  )
  await writer.syncSequences(['industries', 'skills'])

  const industries = await writer.client
    .from('industries')
    .select('id', 'slug', 'sector')
    .orderBy('id')
  const skills = await writer.client.from('skills').select('id', 'slug').orderBy('id')
  return {
    industries: industries.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      sector: row.sector,
    })),
    skills: skills.map((row) => ({ id: Number(row.id), slug: row.slug })),
  }
}

function slugs(rows: { slug: string }[]) {
  return rows.map((row) => row.slug)
}

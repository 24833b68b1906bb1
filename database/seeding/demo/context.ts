import type { CompanySize } from '#business/accounts'
import type { BulkWriter } from '#database/seeding/bulk'
import type { Catalog } from '#database/seeding/catalog'
import type { MentorDraft } from '#database/seeding/mentor_profiles'
import type { Person } from '#database/seeding/people'
import { Random } from '#database/seeding/random'
import type { DayException } from '#database/seeding/schedules'

/** The demo data is always drawn from this seed: same people, same texts, every run. */
export const DEMO_SEED = 2026

export const DEMO_PASSWORD = 'demo-password-2026'

export const DEMO_EMAILS = {
  admin: 'admin@demo.test',
  mentor: 'mentor@demo.test',
  mentee: 'mentee@demo.test',
} as const

export interface DemoUser {
  id: number
  email: string
  person: Person
  createdAt: number
}

export interface DemoMentor extends DemoUser {
  profileId: number
  draft: MentorDraft
  exceptions: DayException[]
}

export interface DemoMentee extends DemoUser {
  onboarded: boolean
  companyName: string | null
  companySize: CompanySize | null
  role: string
  subscription: { id: number; startedAt: number } | null
}

/** What the demo seeding steps share: the writer, the clock, the people created so far. */
export class DemoContext {
  admin!: DemoUser
  mentor!: DemoMentor
  mentee!: DemoMentee
  mentors: DemoMentor[] = []
  mentees: DemoMentee[] = []
  passwordHash!: string
  /** Mentees with a part in the referral and application stories. */
  story!: {
    convertedReferral: DemoMentee
    pendingReferral: DemoMentee
    pendingApplicant: DemoMentee
    rejectedApplicant: DemoMentee
  }

  constructor(
    readonly writer: BulkWriter,
    readonly nowMs: number,
    readonly catalog: Catalog
  ) {}

  /** A generator of its own for each concern, so adding draws to one leaves the others alone. */
  random(stream: string) {
    return Random.for(DEMO_SEED, stream)
  }

  /** Inserts rows with ids from the table's next id; returns the rows. */
  async insert<T extends Record<string, unknown>>(table: string, rows: T[]) {
    let id = await this.writer.nextId(table)
    const withIds = rows.map((row) => ({ id: id++, ...row }))
    await this.writer.insert(table, withIds)
    return withIds
  }

  at(epochMs: number) {
    return this.writer.instant(epochMs)
  }

  /** All demo mentees who may book: onboarded, the demo mentee excepted (his story is scripted). */
  get bookingMentees() {
    return this.mentees.filter((mentee) => mentee.onboarded && mentee.id !== this.mentee.id)
  }
}

/** Unique "first.last@demo.test" addresses and "first-last" slugs. */
export function uniqueName(taken: Set<string>, base: string) {
  let candidate = base
  for (let suffix = 2; taken.has(candidate); suffix++) {
    candidate = `${base}${suffix}`
  }
  taken.add(candidate)
  return candidate
}

export function userRow(ctx: DemoContext, person: Person, extra: Record<string, unknown>) {
  const createdAt = extra.created_at as number
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: extra.email,
    password: ctx.passwordHash,
    role: extra.role,
    status: 'active',
    email_verified_at: ctx.at(createdAt + 600_000),
    onboarded: extra.onboarded,
    locale: person.locale,
    timezone: person.timezone,
    city: person.city,
    company_name: extra.company_name ?? null,
    company_size: extra.company_size ?? null,
    professional_role: extra.professional_role ?? null,
    slug: extra.slug ?? null,
    // Onboarded long ago: the guided tour is behind them.
    tour_state: extra.onboarded ? 'completed' : null,
    tour_finished_at: extra.onboarded ? ctx.at(createdAt + 3_600_000) : null,
    created_at: ctx.at(createdAt),
    updated_at: ctx.at(createdAt),
  }
}

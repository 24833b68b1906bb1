import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { BulkWriter } from '#database/seeding/bulk'
import { seedCatalog } from '#database/seeding/catalog'
import { seedContentPages } from '#database/seeding/content_pages'
import { seedAccounts } from '#database/seeding/demo/accounts'
import { seedBilling } from '#database/seeding/demo/billing'
import { DEMO_EMAILS, DemoContext } from '#database/seeding/demo/context'
import { seedReferrals } from '#database/seeding/demo/referrals'
import { seedSessions } from '#database/seeding/demo/sessions'
import { refreshMentorStats } from '#database/seeding/mentor_stats'

/** Tables the demo writes with explicit ids (their PostgreSQL sequences are moved past them). */
const TABLES = [
  'users',
  'onboarding_answers',
  'user_industries',
  'mentor_profiles',
  'mentor_skills',
  'mentor_industries',
  'schedule_entries',
  'schedule_exceptions',
  'subscriptions',
  'invoices',
  'waiting_list_entries',
  'mentoring_sessions',
  'feedbacks',
  'session_notes',
  'saved_mentors',
  'referral_codes',
  'referrals',
  'discount_codes',
  'rewards',
  'mentor_applications',
]

/**
 * Loads the demo data in one transaction: reference data, the demo accounts,
 * mentors and mentees, subscriptions, sessions with feedback, referrals,
 * applications and the default page texts. Returns the row count of each
 * table it fills, or null when the demo data is already there.
 */
export async function seedDemo(client: QueryClientContract, nowMs = Date.now()) {
  // Whole minutes read better in the UI than seeding-time milliseconds.
  const now = Math.floor(nowMs / 60_000) * 60_000
  return client.transaction(async (trx) => {
    if (await trx.from('users').where('email', DEMO_EMAILS.admin).first()) {
      return null
    }
    const writer = new BulkWriter(trx)
    const catalog = await seedCatalog(writer, now)
    const ctx = new DemoContext(writer, now, catalog)
    await seedAccounts(ctx)
    await seedBilling(ctx)
    await seedSessions(ctx)
    await seedReferrals(ctx)
    await seedContentPages(writer, now)
    await refreshMentorStats(trx)
    await writer.syncSequences(TABLES)
    const summary: Record<string, number> = {}
    for (const table of ['industries', 'skills', ...TABLES, 'content_pages']) {
      summary[table] = await writer.count(table)
    }
    return summary
  })
}

import hash from '@adonisjs/core/services/hash'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { draftMentors, writeProfiles, writeUsers } from '#database/seeding/bench/people'
import { BenchRun, type BenchOptions } from '#database/seeding/bench/run'
import { writeSessions } from '#database/seeding/bench/sessions'
import { BulkWriter } from '#database/seeding/bulk'
import { seedCatalog } from '#database/seeding/catalog'
import { refreshMentorStats } from '#database/seeding/mentor_stats'

export type { BenchOptions, BenchProgress } from '#database/seeding/bench/run'

/**
 * A large, deterministic data set for performance work (`node ace bench:seed`):
 * mentors with full profiles and weekly schedules, mentees, and a long
 * history of sessions, never overlapping for a mentor, with feedback. The
 * same seed and clock give the same data. Ids are explicit, after the
 * highest ones already in the tables.
 */
export const BENCH_PASSWORD = 'bench-password-2026'

/** The tables the bench fills, children first (the order to empty them in). */
export const BENCH_TABLES = [
  'feedbacks',
  'mentoring_sessions',
  'schedule_exceptions',
  'schedule_entries',
  'mentor_industries',
  'mentor_skills',
  'mentor_profiles',
  'users',
] as const

export interface BenchResult {
  counts: Record<string, number>
  firstMentor: { email: string; headline: string }
  elapsedMs: number
}

export async function seedBench(
  client: QueryClientContract,
  options: BenchOptions
): Promise<BenchResult> {
  const run = new BenchRun(client, options)
  const catalog = await client.transaction((trx) => seedCatalog(new BulkWriter(trx), run.now))
  const ids = {
    user: await run.base.nextId('users'),
    profile: await run.base.nextId('mentor_profiles'),
    session: await run.base.nextId('mentoring_sessions'),
    feedback: await run.base.nextId('feedbacks'),
  }

  const mentors = draftMentors(run, catalog, ids)
  const passwordHash = await hash.make(BENCH_PASSWORD)
  const mentees = await writeUsers(run, mentors, ids.user + mentors.length, passwordHash)
  await writeSessions(run, mentors, mentees, ids)
  await writeProfiles(run, mentors)
  await refreshMentorStats(client)
  await run.base.syncSequences([...BENCH_TABLES, 'industries', 'skills'])

  return {
    counts: run.counts,
    firstMentor: { email: mentors[0]?.email ?? '', headline: mentors[0]?.draft.headline ?? '' },
    elapsedMs: run.elapsedMs,
  }
}

import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace bench:scenario <email>`: what `npm run bench` needs from the
 * benchmark data set, printed as one JSON line: the most common skills (for
 * the list's filter) and a signed-in mentee for Quick Match, created once with
 * onboarding answers (the two most common industries, a startup).
 *
 * With --scheduling it also (re)makes the scheduling scenario and adds it to
 * the JSON as `scheduling`: the busy slots mentor, the booking mentors and
 * PRO mentees, and a plan of --bookings bookings that can all succeed
 * (database/seeding/bench/scheduling.ts). Every run deletes the bookings of
 * the one before.
 */
export default class BenchScenario extends BaseCommand {
  static commandName = 'bench:scenario'
  static description = 'Prepare the benchmark scenario (a Quick Match mentee) and print it as JSON'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail of the Quick Match mentee' })
  declare email: string

  @flags.boolean({ description: 'Also reset the scheduling scenario and print its booking plan' })
  declare scheduling: boolean

  @flags.number({ description: 'Bookings in the plan (with --scheduling)', default: 1000 })
  declare bookings: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: hash } = await import('@adonisjs/core/services/hash')
    const { DateTime } = await import('luxon')
    const { BENCH_PASSWORD } = await import('#database/seeding/bench/index')
    const { toDbInstant } = await import('#database/columns')

    const popular = async (pivot: string, column: string, table: string, limit: number) => {
      const rows = await db
        .from(pivot)
        .join(table, `${table}.id`, `${pivot}.${column}`)
        .groupBy(`${table}.id`, `${table}.slug`)
        .select(`${table}.id`, `${table}.slug`)
        .count('* as total')
        .orderBy('total', 'desc')
        .limit(limit)
      return rows as { id: number; slug: string }[]
    }
    const skills = await popular('mentor_skills', 'skill_id', 'skills', 12)
    const industries = await popular('mentor_industries', 'industry_id', 'industries', 2)

    const email = this.email.toLowerCase()
    let user = await db.from('users').where('email', email).first()
    if (!user) {
      const now = toDbInstant(DateTime.utc())
      await db.table('users').insert({
        first_name: 'Quick',
        last_name: 'Match',
        email,
        password: await hash.make(BENCH_PASSWORD),
        role: 'STUDENT',
        status: 'active',
        onboarded: true,
        email_verified_at: now,
        company_size: 'small',
        created_at: now,
        updated_at: now,
      })
      user = await db.from('users').where('email', email).first()
      if (industries.length) {
        await db
          .table('user_industries')
          .insert(industries.map((industry) => ({ user_id: user.id, industry_id: industry.id })))
      }
    }
    let scheduling = null
    if (this.scheduling) {
      const { prepareSchedulingBench } = await import('#database/seeding/bench/scheduling')
      scheduling = await prepareSchedulingBench(db.connection(), {
        now: DateTime.utc(),
        bookings: this.bookings,
        passwordHash: user.password,
      })
    }
    this.logger.log(
      JSON.stringify({
        email,
        password: BENCH_PASSWORD,
        skills: skills.map((skill) => skill.slug),
        ...(scheduling ? { scheduling } : {}),
      })
    )
  }
}

import app from '@adonisjs/core/services/app'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DEMO_EMAILS, DEMO_PASSWORD } from '#database/seeding/demo/context'
import { seedDemo } from '#database/seeding/demo/index'

/**
 * Demo data for `npm run demo` and local development: the demo accounts
 * (password demo-password-2026), about 60 mentors, 40 mentees and their
 * sessions, subscriptions, referrals and applications. Never in production.
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    if (app.inProduction) {
      throw new Error(
        'Refusing to load demo data in production (NODE_ENV=production): it creates accounts with a published password.'
      )
    }
    const counts = await seedDemo(this.client)
    // Each listed mentor's next free slot, from the schedules and sessions just written.
    const { refreshStaleAvailability } = await import('#scheduling/services/mentor_availability')
    await refreshStaleAvailability()
    if (app.inTest) {
      return
    }
    if (!counts) {
      console.log(`  demo data already present (${DEMO_EMAILS.admin} exists): nothing to do`)
      return
    }
    console.log('  demo data loaded:')
    for (const [table, count] of Object.entries(counts)) {
      console.log(`    ${table.padEnd(22)} ${String(count).padStart(5)}`)
    }
    console.log(
      `  sign in as ${Object.values(DEMO_EMAILS).join(', ')} with the password ${DEMO_PASSWORD}`
    )
  }
}

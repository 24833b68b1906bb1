import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue's versions: tokens that change, in the same transaction, with
 * every write that can change what the mentor list shows. App instances keep
 * the list in memory and compare the tokens on every request (one single-row
 * query), so no instance serves a list older than the last commit. Triggers,
 * not application code, change them, so no write path can forget to.
 *
 * - `token`: profiles, their skills and industries, the vocabularies, and the
 *   mentor's name, photo, personal URL, status and role;
 * - `availability_token`: a mentor's next free slot (it moves often, as
 *   bookings are made and time passes; the list then reloads only that column).
 */
const WATCHED: { table: string; columns?: string[] }[] = [
  {
    table: 'mentor_profiles',
    // Every column but the next free slot, when it was computed and updated_at.
    columns: [
      'user_id',
      'headline',
      'bio',
      'years_of_experience',
      'hourly_rate_cents',
      'session_duration_minutes',
      'buffer_before_minutes',
      'buffer_after_minutes',
      'max_sessions_per_month',
      'rating',
      'ratings_count',
      'sessions_count',
      'is_approved',
      'is_active',
      'approved_at',
      'company_sizes',
      'use_google_meet',
    ],
  },
  { table: 'mentor_skills' },
  { table: 'mentor_industries' },
  { table: 'skills' },
  { table: 'industries' },
  {
    table: 'users',
    columns: ['first_name', 'last_name', 'slug', 'status', 'role', 'profile_image'],
  },
]

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('catalogue_versions', (table) => {
      table.integer('id').primary()
      table.string('token', 64).notNullable()
      table.string('availability_token', 64).notNullable()
    })
    this.defer(async (db) => {
      await db
        .table('catalogue_versions')
        .insert({ id: 1, token: 'initial', availability_token: 'initial' })
      if (db.dialect.name === 'postgres') {
        const random = `md5(random()::text || clock_timestamp()::text)`
        await db.rawQuery(`
          create or replace function bump_catalogue_version() returns trigger as $$
          begin
            update catalogue_versions set token = ${random};
            return null;
          end
          $$ language plpgsql`)
        await db.rawQuery(`
          create or replace function bump_catalogue_availability() returns trigger as $$
          begin
            update catalogue_versions set availability_token = ${random};
            return null;
          end
          $$ language plpgsql`)
        for (const { table, columns } of WATCHED) {
          const updateOf = columns ? `update of ${columns.join(', ')}` : 'update'
          await db.rawQuery(
            `create trigger ${table}_catalogue_version after insert or ${updateOf} or delete on ${table}
             for each statement execute function bump_catalogue_version()`
          )
        }
        await db.rawQuery(
          `create trigger mentor_profiles_catalogue_availability after update of next_available_at on mentor_profiles
           for each row when (old.next_available_at is distinct from new.next_available_at)
           execute function bump_catalogue_availability()`
        )
        return
      }
      const random = `lower(hex(randomblob(16)))`
      for (const { table, columns } of WATCHED) {
        const updateOf = columns ? `update of ${columns.join(', ')}` : 'update'
        for (const [event, name] of [
          ['insert', 'insert'],
          [updateOf, 'update'],
          ['delete', 'delete'],
        ]) {
          await db.rawQuery(
            `create trigger ${table}_catalogue_version_${name} after ${event} on ${table}
             begin update catalogue_versions set token = ${random}; end`
          )
        }
      }
      await db.rawQuery(
        `create trigger mentor_profiles_catalogue_availability after update of next_available_at on mentor_profiles
         when old.next_available_at is not new.next_available_at
         begin update catalogue_versions set availability_token = ${random}; end`
      )
    })
  }

  async down() {
    this.defer(async (db) => {
      const postgres = db.dialect.name === 'postgres'
      for (const { table } of WATCHED) {
        if (postgres) {
          await db.rawQuery(`drop trigger if exists ${table}_catalogue_version on ${table}`)
        } else {
          for (const name of ['insert', 'update', 'delete']) {
            await db.rawQuery(`drop trigger if exists ${table}_catalogue_version_${name}`)
          }
        }
      }
      if (postgres) {
        await db.rawQuery(
          'drop trigger if exists mentor_profiles_catalogue_availability on mentor_profiles'
        )
        await db.rawQuery('drop function if exists bump_catalogue_version()')
        await db.rawQuery('drop function if exists bump_catalogue_availability()')
      } else {
        await db.rawQuery('drop trigger if exists mentor_profiles_catalogue_availability')
      }
    })
    this.schema.dropTable('catalogue_versions')
  }
}

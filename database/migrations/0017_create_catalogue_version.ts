import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The catalogue's version: a token that changes, in the same transaction, with
 * every write that can change what the mentor list shows (profiles, their
 * skills and industries, the vocabularies, and the mentor's name, photo,
 * personal URL, status and role). App instances keep the list in memory and
 * compare this one-row token on every request, so no instance ever serves a
 * list older than the last commit. Triggers, not application code, bump it,
 * so no write path can forget to.
 */
const WATCHED: { table: string; columns?: string[] }[] = [
  { table: 'mentor_profiles' },
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
    })
    this.defer(async (db) => {
      await db.table('catalogue_versions').insert({ id: 1, token: 'initial' })
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(`
          create or replace function bump_catalogue_version() returns trigger as $$
          begin
            update catalogue_versions set token = md5(random()::text || clock_timestamp()::text);
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
        return
      }
      const bump = `update catalogue_versions set token = lower(hex(randomblob(16)));`
      for (const { table, columns } of WATCHED) {
        const updateOf = columns ? `update of ${columns.join(', ')}` : 'update'
        for (const [event, name] of [
          ['insert', 'insert'],
          [updateOf, 'update'],
          ['delete', 'delete'],
        ]) {
          await db.rawQuery(
            `create trigger ${table}_catalogue_version_${name} after ${event} on ${table}
             begin ${bump} end`
          )
        }
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const { table } of WATCHED) {
        if (db.dialect.name === 'postgres') {
          await db.rawQuery(`drop trigger if exists ${table}_catalogue_version on ${table}`)
        } else {
          for (const name of ['insert', 'update', 'delete']) {
            await db.rawQuery(`drop trigger if exists ${table}_catalogue_version_${name}`)
          }
        }
      }
      if (db.dialect.name === 'postgres') {
        await db.rawQuery('drop function if exists bump_catalogue_version()')
      }
    })
    this.schema.dropTable('catalogue_versions')
  }
}

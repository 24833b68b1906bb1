import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A mentor is listed only once ready: a password set and at least one weekly
 * hour, besides the profile's own columns (see whereListed). The catalogue's
 * token (catalogue_versions, migration 0017) must then also change when a
 * password is first set and when weekly hours are added or removed, so the
 * in-memory list shows or hides the mentor at the next request.
 */
const RANDOM_SQLITE = `lower(hex(randomblob(16)))`

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        // bump_catalogue_version() is 0017's function (sets a new random token).
        await db.rawQuery(
          `create trigger users_password_catalogue_version after update of password on users
           for each row when ((old.password is null) <> (new.password is null))
           execute function bump_catalogue_version()`
        )
        await db.rawQuery(
          `create trigger schedule_entries_catalogue_version after insert or update or delete on schedule_entries
           for each statement execute function bump_catalogue_version()`
        )
        return
      }
      const bump = `begin update catalogue_versions set token = ${RANDOM_SQLITE}; end`
      await db.rawQuery(
        `create trigger users_password_catalogue_version after update of password on users
         when (old.password is null) <> (new.password is null) ${bump}`
      )
      for (const event of ['insert', 'update', 'delete']) {
        await db.rawQuery(
          `create trigger schedule_entries_catalogue_version_${event} after ${event} on schedule_entries ${bump}`
        )
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery('drop trigger if exists users_password_catalogue_version on users')
        await db.rawQuery(
          'drop trigger if exists schedule_entries_catalogue_version on schedule_entries'
        )
        return
      }
      await db.rawQuery('drop trigger if exists users_password_catalogue_version')
      for (const event of ['insert', 'update', 'delete']) {
        await db.rawQuery(`drop trigger if exists schedule_entries_catalogue_version_${event}`)
      }
    })
  }
}

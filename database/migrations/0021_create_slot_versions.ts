import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A token per mentor that changes, in the writing transaction, with every
 * write that can change the mentor's bookable slots: their sessions (booked,
 * moved, cancelled), weekly schedule and exceptions, session settings and
 * time zone. App instances keep computed slots in memory under the token and
 * compare it on every slots request (one single-row query), so no instance
 * serves slots older than the last commit. Triggers, not application code,
 * change it, so no write path can forget to (as with catalogue_versions).
 */
const RANDOM_PG = `md5(random()::text || clock_timestamp()::text)`
const RANDOM_SQLITE = `lower(hex(randomblob(16)))`

const PROFILE_COLUMNS = [
  'user_id',
  'session_duration_minutes',
  'buffer_before_minutes',
  'buffer_after_minutes',
  'max_sessions_per_month',
]
const SESSION_COLUMNS = ['mentor_user_id', 'status', 'starts_at', 'ends_at']
const SCHEDULE_TABLES = ['schedule_entries', 'schedule_exceptions']

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('slot_versions', (table) => {
      table.integer('mentor_user_id').primary()
      table.string('token', 64).notNullable()
    })
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(`
          create or replace function bump_slot_version(mentor integer) returns void as $$
          begin
            if mentor is null then return; end if;
            insert into slot_versions (mentor_user_id, token) values (mentor, ${RANDOM_PG})
            on conflict (mentor_user_id) do update set token = excluded.token;
          end
          $$ language plpgsql`)
        await db.rawQuery(`
          create or replace function slot_version_of_session() returns trigger as $$
          begin
            if tg_op <> 'DELETE' then perform bump_slot_version(new.mentor_user_id); end if;
            if tg_op = 'DELETE' or old.mentor_user_id is distinct from new.mentor_user_id then
              perform bump_slot_version(old.mentor_user_id);
            end if;
            return null;
          end
          $$ language plpgsql`)
        await db.rawQuery(`
          create or replace function slot_version_of_schedule() returns trigger as $$
          begin
            if tg_op <> 'DELETE' then
              perform bump_slot_version((select user_id from mentor_profiles where id = new.mentor_profile_id));
            end if;
            if tg_op <> 'INSERT' then
              perform bump_slot_version((select user_id from mentor_profiles where id = old.mentor_profile_id));
            end if;
            return null;
          end
          $$ language plpgsql`)
        await db.rawQuery(`
          create or replace function slot_version_of_profile() returns trigger as $$
          begin
            perform bump_slot_version(new.user_id);
            return null;
          end
          $$ language plpgsql`)
        await db.rawQuery(`
          create or replace function slot_version_of_user() returns trigger as $$
          begin
            perform bump_slot_version(new.id);
            return null;
          end
          $$ language plpgsql`)
        await db.rawQuery(
          `create trigger mentoring_sessions_slot_version
           after insert or update of ${SESSION_COLUMNS.join(', ')} or delete on mentoring_sessions
           for each row execute function slot_version_of_session()`
        )
        for (const table of SCHEDULE_TABLES) {
          await db.rawQuery(
            `create trigger ${table}_slot_version after insert or update or delete on ${table}
             for each row execute function slot_version_of_schedule()`
          )
        }
        await db.rawQuery(
          `create trigger mentor_profiles_slot_version
           after update of ${PROFILE_COLUMNS.join(', ')} on mentor_profiles
           for each row execute function slot_version_of_profile()`
        )
        await db.rawQuery(
          `create trigger users_slot_version after update of timezone on users
           for each row when (old.timezone is distinct from new.timezone)
           execute function slot_version_of_user()`
        )
        return
      }

      const bump = (userIdExpression: string) =>
        `insert into slot_versions (mentor_user_id, token)
         select ${userIdExpression}, ${RANDOM_SQLITE} where ${userIdExpression} is not null
         on conflict (mentor_user_id) do update set token = excluded.token;`
      const bumpProfile = (profileIdExpression: string) =>
        `insert into slot_versions (mentor_user_id, token)
         select user_id, ${RANDOM_SQLITE} from mentor_profiles where id = ${profileIdExpression}
         on conflict (mentor_user_id) do update set token = excluded.token;`

      await db.rawQuery(
        `create trigger mentoring_sessions_slot_version_insert after insert on mentoring_sessions
         begin ${bump('new.mentor_user_id')} end`
      )
      await db.rawQuery(
        `create trigger mentoring_sessions_slot_version_update
         after update of ${SESSION_COLUMNS.join(', ')} on mentoring_sessions
         begin ${bump('new.mentor_user_id')} ${bump('old.mentor_user_id')} end`
      )
      await db.rawQuery(
        `create trigger mentoring_sessions_slot_version_delete after delete on mentoring_sessions
         begin ${bump('old.mentor_user_id')} end`
      )
      for (const table of SCHEDULE_TABLES) {
        await db.rawQuery(
          `create trigger ${table}_slot_version_insert after insert on ${table}
           begin ${bumpProfile('new.mentor_profile_id')} end`
        )
        await db.rawQuery(
          `create trigger ${table}_slot_version_update after update on ${table}
           begin ${bumpProfile('new.mentor_profile_id')} ${bumpProfile('old.mentor_profile_id')} end`
        )
        await db.rawQuery(
          `create trigger ${table}_slot_version_delete after delete on ${table}
           begin ${bumpProfile('old.mentor_profile_id')} end`
        )
      }
      await db.rawQuery(
        `create trigger mentor_profiles_slot_version
         after update of ${PROFILE_COLUMNS.join(', ')} on mentor_profiles
         begin ${bump('new.user_id')} end`
      )
      await db.rawQuery(
        `create trigger users_slot_version after update of timezone on users
         when old.timezone is not new.timezone
         begin ${bump('new.id')} end`
      )
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery(
          'drop trigger if exists mentoring_sessions_slot_version on mentoring_sessions'
        )
        for (const table of SCHEDULE_TABLES) {
          await db.rawQuery(`drop trigger if exists ${table}_slot_version on ${table}`)
        }
        await db.rawQuery('drop trigger if exists mentor_profiles_slot_version on mentor_profiles')
        await db.rawQuery('drop trigger if exists users_slot_version on users')
        for (const name of ['session', 'schedule', 'profile', 'user']) {
          await db.rawQuery(`drop function if exists slot_version_of_${name}()`)
        }
        await db.rawQuery('drop function if exists bump_slot_version(integer)')
      } else {
        for (const name of ['insert', 'update', 'delete']) {
          await db.rawQuery(`drop trigger if exists mentoring_sessions_slot_version_${name}`)
          for (const table of SCHEDULE_TABLES) {
            await db.rawQuery(`drop trigger if exists ${table}_slot_version_${name}`)
          }
        }
        await db.rawQuery('drop trigger if exists mentor_profiles_slot_version')
        await db.rawQuery('drop trigger if exists users_slot_version')
      }
    })
    this.schema.dropTable('slot_versions')
  }
}

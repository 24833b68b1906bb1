import type { Locale } from '#business/app'
import { CONTENT_KEYS, type ContentKey } from '#business/content'
import type { Knex } from 'knex'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { BulkWriter } from '#database/seeding/bulk'
import { CONTENT_EN } from '#database/seeding/content_en'
import { CONTENT_IT } from '#database/seeding/content_it'

export { CONTENT_KEYS, type ContentKey }

export interface PageText {
  title: string
  body: string
}

export const DEFAULT_CONTENT: Record<Locale, Record<ContentKey, PageText>> = {
  en: CONTENT_EN,
  it: CONTENT_IT,
}

/**
 * A page's stored texts that no admin has edited (they still hold a default seeded with an
 * earlier version) become this version's defaults; a page an admin wrote is theirs and stays.
 * For a migration that changes a page's default text.
 */
export async function renewUneditedPage(
  client: QueryClientContract,
  key: ContentKey,
  now: Date | Knex.Raw
) {
  for (const locale of Object.keys(DEFAULT_CONTENT) as Locale[]) {
    await client
      .from('content_pages')
      .where({ key, locale })
      .whereNull('updated_by_user_id')
      .update({
        title: DEFAULT_CONTENT[locale][key].title,
        body: DEFAULT_CONTENT[locale][key].body,
        updated_at: now,
      })
  }
}

/** Inserts the default texts of the pages that have none yet in a locale. */
export async function seedContentPages(writer: BulkWriter, nowMs: number) {
  const existing = await writer.client.from('content_pages').select('key', 'locale')
  const known = new Set(existing.map((row) => `${row.key}:${row.locale}`))
  const now = writer.instant(nowMs)
  let id = await writer.nextId('content_pages')
  const rows = (Object.keys(DEFAULT_CONTENT) as Locale[]).flatMap((locale) =>
    CONTENT_KEYS.filter((key) => !known.has(`${key}:${locale}`)).map((key) => ({
      id: id++,
      key,
      locale,
      title: DEFAULT_CONTENT[locale][key].title,
      body: DEFAULT_CONTENT[locale][key].body,
      updated_by_user_id: null,
      created_at: now,
      updated_at: now,
    }))
  )
  await writer.insert('content_pages', rows)
  await writer.syncSequences(['content_pages'])
  return rows.length
}

import db from '@adonisjs/lucid/services/db'
import { w3cDate, type SitemapUrl } from '#core/services/sitemap'
import { memberColumns } from '#accounts/index'
import { whereListed } from '#mentoring/services/listing'
import { profilePath } from '#mentoring/services/mentor_profile_page'

/** Mentor profiles read per query (keyset pages: memory stays flat for any catalogue size). */
const BATCH = 1000

/** Every listed mentor's profile page (profilePath: by slug, else id), dated by the profile's last change. */
export async function* listedProfileUrls(): AsyncGenerator<SitemapUrl[]> {
  let after = 0
  for (;;) {
    const rows = await whereListed(db.from('mentor_profiles'))
      .where('mentor_profiles.user_id', '>', after)
      .orderBy('mentor_profiles.user_id')
      .limit(BATCH)
      .select(
        'mentor_profiles.user_id as id',
        ...memberColumns('member', { slug: 'slug' }),
        'mentor_profiles.updated_at as profile_updated_at',
        'mentor_profiles.created_at as profile_created_at'
      )
    if (!rows.length) break
    yield rows.map((row) => ({
      path: profilePath({ userId: row.id, slug: row.slug }),
      lastmod: w3cDate(row.profile_updated_at ?? row.profile_created_at),
      changefreq: 'weekly',
      priority: '0.7',
    }))
    after = rows[rows.length - 1].id
    if (rows.length < BATCH) break
  }
}

import type { Locale } from '#business/app'
import { DEFAULT_LOCALE } from '#business/app'
import ContentPage from '#core/models/content_page'
import { markdownAroundList, markdownToHtml, renderInline } from '#core/services/markdown'
import { DEFAULT_CONTENT, type ContentKey, type PageText } from '#database/seeding/content_pages'

/**
 * The admin-editable texts (content_pages) as the site shows them: in the
 * viewer's language, else the English row, else the seeded default text of
 * the viewer's language (a fresh database shows sensible pages too).
 */
export async function contentTexts<Key extends ContentKey>(
  keys: readonly Key[],
  locale: Locale
): Promise<Record<Key, PageText & { updatedAt: string | null }>> {
  const rows = await ContentPage.query()
    .whereIn('key', [...keys])
    .whereIn('locale', [...new Set([locale, DEFAULT_LOCALE])])
  const texts = {} as Record<Key, PageText & { updatedAt: string | null }>
  for (const key of keys) {
    const row =
      rows.find((page) => page.key === key && page.locale === locale) ??
      rows.find((page) => page.key === key && page.locale === DEFAULT_LOCALE)
    texts[key] = row
      ? { title: row.title, body: row.body, updatedAt: row.updatedAt?.toISO() ?? null }
      : { ...DEFAULT_CONTENT[locale][key], updatedAt: null }
  }
  return texts
}

/** A static page's text: its title and its body as safe HTML (h1 is the title, so `#` becomes h2). */
export type StaticPageContent = {
  key: ContentKey
  title: string
  html: string
  updatedAt: string | null
}

export async function staticPage(key: ContentKey, locale: Locale): Promise<StaticPageContent> {
  const { [key]: text } = await contentTexts([key], locale)
  return {
    key,
    title: text.title,
    html: markdownToHtml(text.body, { topHeadingLevel: 2 }),
    updatedAt: text.updatedAt,
  }
}

/**
 * A home page block: its title, the Markdown before its first list as safe
 * HTML, and each list item as a card (a leading **bold** part is the card's
 * title, the rest after a dash or colon its description). A block without a
 * list has no items: the page shows its intro alone.
 */
export type HomeBlock = {
  title: string
  introHtml: string
  items: { titleHtml: string; descriptionHtml: string }[]
  /** Markdown after the list (safe HTML). */
  outroHtml: string
}

/** A card's leading **bold** title, then its description after a dash or a colon. */
const LEAD = /^\*\*(.+?)\*\*\s*(?:[-–—:]\s*)?(.*)$/

export function homeBlock(text: PageText): HomeBlock {
  const { before, items, after } = markdownAroundList(text.body)
  return {
    title: text.title,
    introHtml: markdownToHtml(before, { topHeadingLevel: 3 }),
    items: items.map((item) => {
      const lead = LEAD.exec(item.trim())
      return lead
        ? { titleHtml: renderInline(lead[1]), descriptionHtml: renderInline(lead[2]) }
        : { titleHtml: '', descriptionHtml: renderInline(item.trim()) }
    }),
    outroHtml: markdownToHtml(after, { topHeadingLevel: 3 }),
  }
}

export const HOME_KEYS = [
  'home_hero',
  'home_benefits',
  'home_expert_types',
  'home_how_it_works',
  'home_selection_criteria',
  'home_cta',
] as const satisfies readonly ContentKey[]
export type HomeKey = (typeof HOME_KEYS)[number]

export async function homeBlocks(locale: Locale): Promise<Record<HomeKey, HomeBlock>> {
  const texts = await contentTexts(HOME_KEYS, locale)
  return Object.fromEntries(HOME_KEYS.map((key) => [key, homeBlock(texts[key])])) as Record<
    HomeKey,
    HomeBlock
  >
}

/**
 * The site's editable texts (content_pages.key), each in English and Italian:
 * static pages, the pricing FAQ and the home page's blocks.
 */
export const CONTENT_KEYS = [
  'about',
  'privacy',
  'cookie_policy',
  'terms',
  'pricing_faq',
  'home_hero',
  'home_benefits',
  'home_expert_types',
  'home_how_it_works',
  'home_selection_criteria',
  'home_cta',
] as const
export type ContentKey = (typeof CONTENT_KEYS)[number]

/** Bounds of an editable text (the admin console's form and the server check the same). */
export const CONTENT_RULES = { titleMaxLength: 200, bodyMaxLength: 50_000 } as const

import { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'

/**
 * How a deleted account is named where it stays in someone else's history
 * (their sessions, the feedback left on them): "Former member", in the
 * reader's language. Nothing of the person is kept to name them by.
 */
export function formerMemberName(locale: string) {
  return i18nManager.locale(locale).t('common.formerMember')
}

/** The language of the current request's pages, else `fallback` (e.g. the reader's own). */
export function readerLocale(fallback: string) {
  return HttpContext.get()?.i18n?.locale ?? fallback
}

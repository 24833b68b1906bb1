import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { TranslationMessages } from 'react-admin'
import { App, store } from './App'
import { createAuthProvider } from './authProvider'
import { createI18nProvider } from './i18nProvider'
import type { ConsoleLocale } from './locale'
import type { Me } from './session'

type Start = { me: Me; locale: ConsoleLocale; messages: TranslationMessages }

/** The console itself (a chunk the shell in main.ts loads), rendered for the signed-in admin. */
export function mountConsole(root: HTMLElement, { me, locale, messages }: Start) {
  // The language is the site's choice (its cookie), not one remembered by the console.
  store.setItem('locale', locale)
  createRoot(root).render(
    <StrictMode>
      <App
        authProvider={createAuthProvider(me)}
        i18nProvider={createI18nProvider(locale, messages)}
      />
    </StrictMode>
  )
}

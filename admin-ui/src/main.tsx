import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, store } from './App'
import { createAuthProvider, fetchMe, loginUrl } from './authProvider'
import { createI18nProvider, pickLocale } from './i18nProvider'

/**
 * Who is signed in decides everything else: anyone but an admin goes to the
 * site's sign-in page before the console loads, and the admin's language
 * (cookie, account, browser) is known before the first render.
 */
async function start() {
  const me = await fetchMe().catch(() => null)
  if (me?.role !== 'ADMIN') {
    window.location.replace(loginUrl())
    return
  }
  const locale = pickLocale(me.locale)
  // The language is the site's choice (its cookie), not one remembered by the console.
  store.setItem('locale', locale)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App authProvider={createAuthProvider(me)} i18nProvider={createI18nProvider(locale)} />
    </StrictMode>
  )
}

void start()

import { loadMessages, pickLocale } from './locale'
import { fetchMe, loginUrl } from './session'
import { showFailure, showLoading } from './shell'

/**
 * The page's first load is this shell (a few KB): it shows a progress
 * indicator and checks who is signed in while the console's code (React,
 * react-admin, MUI) and the admin's language load as chunks of their own.
 * Anyone but an admin goes to the site's sign-in page; the admin's language
 * (cookie, account, browser) is known before the console's first render.
 */
async function start() {
  const root = document.getElementById('root')!
  showLoading(root, pickLocale())
  // Only admins are sent this page (the server checks): the console's code is fetched at once.
  const consoleCode = import('./console')
  consoleCode.catch(() => {})
  const me = await fetchMe().catch(() => null)
  if (me?.role !== 'ADMIN') {
    window.location.replace(loginUrl())
    return
  }
  const locale = pickLocale(me.locale)
  showLoading(root, locale)
  try {
    const [{ mountConsole }, messages] = await Promise.all([consoleCode, loadMessages(locale)])
    mountConsole(root, { me, locale, messages })
  } catch {
    showFailure(root, locale)
  }
}

void start()

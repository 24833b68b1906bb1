import type { ConsoleLocale } from './locale'

/*
| What the page shows before the console's code has arrived: a labelled progress
| indicator, or a notice when the code could not be loaded. Plain DOM (React is
| in the console's chunk); the styles are in index.html; React replaces it all.
| Its few texts live here: the console's messages have not loaded yet.
*/

const TEXTS: Record<ConsoleLocale, { loading: string; failed: string; reload: string }> = {
  en: {
    loading: 'Loading the admin console',
    failed: 'The admin console could not be loaded.',
    reload: 'Reload the page',
  },
  it: {
    loading: 'Caricamento della console di amministrazione',
    failed: 'Non è stato possibile caricare la console di amministrazione.',
    reload: 'Ricarica la pagina',
  },
}

export function showLoading(root: HTMLElement, locale: ConsoleLocale) {
  document.documentElement.lang = locale
  const indicator = document.createElement('div')
  indicator.className = 'shell-loading'
  indicator.setAttribute('role', 'progressbar')
  indicator.setAttribute('aria-label', TEXTS[locale].loading)
  root.replaceChildren(indicator)
}

export function showFailure(root: HTMLElement, locale: ConsoleLocale) {
  document.documentElement.lang = locale
  const notice = document.createElement('div')
  notice.className = 'shell-failure'
  notice.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = TEXTS[locale].failed
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.textContent = TEXTS[locale].reload
  reload.addEventListener('click', () => window.location.reload())
  notice.append(text, reload)
  root.replaceChildren(notice)
}

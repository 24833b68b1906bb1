import { BUILD_CHECK } from '#business/app'

/**
 * A code chunk that fails to load (usually a page opened before a deploy
 * asking for a file the new build removed) reloads the page, at most once per
 * BUILD_CHECK.reloadLoopProtectionMs for the same path (sessionStorage), so a
 * chunk that stays unreachable shows the error instead of reloading forever.
 */
const KEY = 'chunk-reload:'

/** Reloads the page unless it was reloaded for a failed chunk within the guard; true when it does. */
export function reloadForFailedChunk(): boolean {
  const key = `${KEY}${window.location.pathname}`
  try {
    const at = Number(sessionStorage.getItem(key) ?? 0)
    if (Date.now() - at < BUILD_CHECK.reloadLoopProtectionMs) return false
    sessionStorage.setItem(key, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

export function isChunkLoadError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i.test(
    message
  )
}

/** Vite's preload failures (production builds) reload through the guard. */
export function startChunkReload() {
  if (typeof window === 'undefined') return
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForFailedChunk()) event.preventDefault()
  })
}

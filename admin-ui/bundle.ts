import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

/*
| Building the console's bundle (admin-ui/dist) from Node: the production
| build's hook, the dev server's watcher and the browser tests use it.
| Vite is imported lazily: it is a dev dependency, and adonisrc.ts (which
| points at these hooks) is loaded by the production server too.
*/

export const ADMIN_UI_ROOT = import.meta.dirname
export const ADMIN_UI_DIST = join(ADMIN_UI_ROOT, 'dist')
const CONFIG_FILE = join(ADMIN_UI_ROOT, 'vite.config.ts')
const SOURCES = ['src', 'index.html', 'vite.config.ts']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs
  )
}

/** True when there is no bundle, or a source file changed after it was built. */
export function bundleIsStale() {
  const built = join(ADMIN_UI_DIST, 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return SOURCES.some((source) => newestChange(join(ADMIN_UI_ROOT, source)) > builtAt)
}

/**
 * Builds the bundle into a folder of its own, then swaps it in: a server
 * answering /admin meanwhile (or another run building too) never sees half a bundle.
 */
export async function buildBundle(options: { logLevel?: 'info' | 'warn' | 'silent' } = {}) {
  const { build } = await import('vite')
  const staging = join(ADMIN_UI_ROOT, `dist-${process.pid}-${Date.now()}`)
  // Vite's CLI sets NODE_ENV for a build, its API does not: React would ship its development code.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: options.logLevel ?? 'warn',
      build: { outDir: staging, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const previous = `${staging}-old`
  if (existsSync(ADMIN_UI_DIST)) renameSync(ADMIN_UI_DIST, previous)
  renameSync(staging, ADMIN_UI_DIST)
  rmSync(previous, { recursive: true, force: true })
}

/** Builds the bundle when it is missing or older than its sources; true when it built. */
export async function ensureBundle(options: { logLevel?: 'info' | 'warn' | 'silent' } = {}) {
  if (!bundleIsStale()) return false
  await buildBundle(options)
  return true
}

/** Rebuilds the bundle on every change of its sources (development), until the process ends. */
export async function watchBundle() {
  const { build } = await import('vite')
  return build({
    configFile: CONFIG_FILE,
    mode: 'development',
    logLevel: 'warn',
    build: { watch: {}, minify: false, sourcemap: true },
  })
}

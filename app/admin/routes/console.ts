/*
| The react-admin console (admin-ui/, built into admin-ui/dist) at /admin:
| its files, and index.html for every client-side route. Served here rather
| than as public files so that only admins load it and the response carries
| the XSRF-TOKEN cookie the console sends back on every change.
*/
import { existsSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'
import router from '@adonisjs/core/services/router'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'

const BASE = '/admin'
/** Hashed file names: a file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

function consoleRoot() {
  return app.makePath('admin-ui', 'dist')
}

/** The built file a path names, if any (never outside the bundle's folder). */
function builtFile(root: string, path: string) {
  const relative = normalize(decodeURIComponent(path.slice(BASE.length))).replace(/^[/\\]+/, '')
  if (!relative || relative === '.') return null
  const file = join(root, relative)
  if (!file.startsWith(root + sep)) return null
  return existsSync(file) && statSync(file).isFile() ? file : null
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin console not built</title></head>
<body><main>
<h1>The admin console has not been built</h1>
<p>Run <code>npm run build:admin</code> (or <code>npm run build</code>), or keep <code>npm run dev</code> running: it rebuilds the console on every change.</p>
<p lang="it">La console di amministrazione non è stata compilata: esegui <code>npm run build:admin</code> (o <code>npm run build</code>), oppure tieni in esecuzione <code>npm run dev</code>, che la ricompila a ogni modifica.</p>
</main></body></html>`

async function serveConsole({ request, response }: HttpContext) {
  const root = consoleRoot()
  const index = join(root, 'index.html')
  if (!existsSync(index)) {
    return response
      .status(503)
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/html; charset=utf-8')
      .send(NOT_BUILT)
  }

  // An Inertia visit (the sign-in form's redirect) leaves the Inertia app for a full page load.
  if (request.header('x-inertia')) {
    return response.status(409).header('X-Inertia-Location', request.url(true)).send('')
  }

  let file: string | null = null
  try {
    file = builtFile(root, request.url())
  } catch {
    file = null
  }
  if (file) {
    response.header(
      'Cache-Control',
      request.url().startsWith(`${BASE}/assets/`) ? IMMUTABLE : 'no-cache'
    )
    return response.download(file, true)
  }
  // A missing asset is a 404, not the app's page.
  if (request.url().startsWith(`${BASE}/assets/`)) {
    return response.status(404).send('Not found')
  }
  response.header('Cache-Control', 'no-cache')
  return response.download(index, true)
}

router
  .group(() => {
    router.get(BASE, serveConsole).as('admin.console')
    router.get(`${BASE}/*`, serveConsole).as('admin.console.path')
  })
  .use([middleware.auth(), middleware.admin()])

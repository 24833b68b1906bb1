import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { robotsTxt, sitemapXml } from '#core/services/sitemap'

/** GET /sitemap.xml and GET /robots.txt (public, for crawlers). */
export default class SeoController {
  sitemap({ response }: HttpContext) {
    response.header('Content-Type', 'application/xml; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    response.stream(Readable.from(sitemapXml()))
  }

  robots({ response }: HttpContext) {
    response.header('Content-Type', 'text/plain; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=86400')
    return response.send(robotsTxt())
  }
}

import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

// Answered first by #middleware/health_probe_middleware (no session: a Redis outage stays reportable).
router.get('/health/live', [controllers.core.Health, 'live'])
router.get('/health/ready', [controllers.core.Health, 'ready'])

router.post('/locale', [controllers.core.Locale, 'update'])
router.get('/i18n/:locale', [controllers.core.Locale, 'messages']).as('core.messages')

/*
| Static pages: the admin's content (content_pages) in the viewer's language.
*/
router.get('/about', [controllers.core.Pages, 'about']).as('pages.about')
router.get('/careers', [controllers.core.Pages, 'careers']).as('pages.careers')
router.get('/privacy', [controllers.core.Pages, 'privacy']).as('pages.privacy')
router.get('/cookie-policy', [controllers.core.Pages, 'cookiePolicy']).as('pages.cookie_policy')
router
  .get('/terms-and-conditions', [controllers.core.Pages, 'terms'])
  .as('pages.terms_and_conditions')
router.get('/contact', [controllers.core.Contact, 'show']).as('pages.contact')
router.post('/api/contact', [controllers.core.Contact, 'store']).as('core.api.contact')
router.get('/sitemap.xml', [controllers.core.Seo, 'sitemap']).as('seo.sitemap')
router.get('/robots.txt', [controllers.core.Seo, 'robots']).as('seo.robots')
router
  .on('/cookies-policy')
  .redirectToPath('/cookie-policy', { status: 301, forwardQueryString: true })

router.get('/api/openapi.json', [controllers.core.Docs, 'openapi']).as('docs.openapi')

router.get('/api/build-version', [controllers.core.BuildVersion, 'show']).as('core.build_version')

import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.get('/health/live', [controllers.core.Health, 'live'])
router.get('/health/ready', [controllers.core.Health, 'ready'])

router.post('/locale', [controllers.core.Locale, 'update'])

router.get('/', [controllers.core.Pages, 'home'])

/*
| Pages of the shell that are not open yet: each says, in both languages,
| that it is coming soon. A module replaces its line when its page lands.
*/
router.get('/about', [controllers.core.Pages, 'placeholder']).as('pages.about')
router.get('/contact', [controllers.core.Pages, 'placeholder']).as('pages.contact')
router.get('/careers', [controllers.core.Pages, 'placeholder']).as('pages.careers')
router.get('/privacy', [controllers.core.Pages, 'placeholder']).as('pages.privacy')
router.get('/cookie-policy', [controllers.core.Pages, 'placeholder']).as('pages.cookie_policy')
router
  .get('/terms-and-conditions', [controllers.core.Pages, 'placeholder'])
  .as('pages.terms_and_conditions')
router
  .on('/cookies-policy')
  .redirectToPath('/cookie-policy', { status: 301, forwardQueryString: true })

router.get('/api/openapi.json', [controllers.core.Docs, 'openapi']).as('docs.openapi')

import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.get('/health/live', [controllers.core.Health, 'live'])
router.get('/health/ready', [controllers.core.Health, 'ready'])

router.post('/locale', [controllers.core.Locale, 'update'])

router.get('/', [controllers.core.Pages, 'home'])

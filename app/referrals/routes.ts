/*
| Routes of the referrals module.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

const placeholder = [controllers.core.Pages, 'placeholder'] as const

router.get('/settings/referrals', placeholder).as('referrals.settings').use(middleware.auth())

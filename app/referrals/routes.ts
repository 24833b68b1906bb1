/*
| Routes of the referrals module.
*/
import router from '@adonisjs/core/services/router'

void router

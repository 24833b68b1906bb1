/*
| Routes of the billing module.
*/
import router from '@adonisjs/core/services/router'

void router

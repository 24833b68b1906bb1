/*
| Routes of the accounts module.
*/
import router from '@adonisjs/core/services/router'

void router

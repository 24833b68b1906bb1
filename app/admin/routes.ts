/*
| Routes of the admin module.
*/
import router from '@adonisjs/core/services/router'

void router

/*
| Routes of the mentoring module.
*/
import router from '@adonisjs/core/services/router'

void router

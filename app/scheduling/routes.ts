/*
| Routes of the scheduling module.
*/
import router from '@adonisjs/core/services/router'

void router

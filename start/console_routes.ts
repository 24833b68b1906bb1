/*
|--------------------------------------------------------------------------
| Routes committed in ace commands
|--------------------------------------------------------------------------
|
| A web process commits its routes when its HTTP server starts; an ace
| command that starts the app never does. Commands build links from route
| names too (the e-mails of sessions:tick and the application reviews, the
| signed set-password link of mentors:invite), so the routes are committed
| here, once, for every command that starts the app. The preloads are
| imported side by side: the routes are imported here first, so that they
| are all registered when they are committed.
|
*/
import '#start/routes'
import router from '@adonisjs/core/services/router'

router.commit()

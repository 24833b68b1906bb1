/*
| @adonisjs/transmit's routes (the event stream, subscribe and unsubscribe), for signed-in
| members only: a browser tab names its stream by a UUID it makes (`uid`), which is checked
| before the stream or a subscription is touched. Who may subscribe to which channel is said
| by the module that owns it (mentoring's conversations, from its provider).
*/
import transmit from '@adonisjs/transmit/services/main'
import { middleware } from '#start/kernel'

transmit.registerRoutes((route) => {
  route.use([middleware.auth(), middleware.transmitClient()])
})

/*
| @adonisjs/transmit's routes (the event stream, subscribe and unsubscribe), for signed-in
| members only: a browser tab names its stream by a UUID it makes (`uid`), which is checked
| before the stream or a subscription is touched. Who may subscribe to which channel is said
| by the module that owns it (mentoring's conversations, from its provider).
|
| A stream never ends by itself: when the app stops (SIGTERM), the streams are ended first, so
| that the HTTP server's graceful close (registered after this file) does not wait for them.
*/
import app from '@adonisjs/core/services/app'
import transmit from '@adonisjs/transmit/services/main'
import { middleware } from '#start/kernel'
import { endRealtimeStreams } from '#core/services/realtime_streams'

transmit.registerRoutes((route) => {
  route.use([middleware.auth(), middleware.transmitClient()])
})

app.terminating(() => endRealtimeStreams())

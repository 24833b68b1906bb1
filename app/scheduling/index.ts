/*
| Scheduling's public surface: what the other modules may use. Everything else
| in app/scheduling is private to it (checked by `npm run lint`, README "Modules").
*/

/** Events: what happened to a session. */
export type { SessionChange } from '#scheduling/events'

/**
 * The parts of the sessions' scheduled work, in the order a full run does
 * them; a cron may run any of them on its own (`sessions:tick --only=`).
 * A file of its own, importing nothing: the command reads the list before
 * the app has booted, the tick's services only once it has.
 */
export const SESSIONS_TICK_PARTS = [
  'complete',
  'expire',
  'nudge',
  'remind',
  'feedback',
  'outcomes',
  'refresh',
  'no-shows',
  'confirm-times',
  'holds',
] as const
export type SessionsTickPart = (typeof SESSIONS_TICK_PARTS)[number]

export function isSessionsTickPart(value: string): value is SessionsTickPart {
  return (SESSIONS_TICK_PARTS as readonly string[]).includes(value)
}

/*
| JavaScript entrypoint for running ace commands. It registers the
| TypeScript hook and imports the console entrypoint.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')

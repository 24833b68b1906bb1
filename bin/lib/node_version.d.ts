/** Types of node_version.js (plain JavaScript, so any Node can run the check). */
export function lowestAllowed(range: string): [number, number, number] | null
export function nodeVersionProblem(running: string, range: string): string | null

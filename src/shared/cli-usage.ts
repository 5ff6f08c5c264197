/**
 * commander's message for arguments it cannot use, as one line that ends by saying where to look:
 * without its `error: ` prefix, with a suggestion ("Did you mean ...?") kept on the same line.
 *
 * @example
 * usageLine("error: unknown option '--verson'\n(Did you mean --version?)", 'Run with --help to see every flag.')
 * // "unknown option '--verson' (Did you mean --version?). Run with --help to see every flag."
 */
export function usageLine(commanderMessage: string, hint: string): string {
  const message = commanderMessage
    .replace(/^error: /, '')
    .replace(/\s*\n\s*\((.*)\)\s*$/, ' ($1)')
    .replace(/\s*\n\s*/g, ' ')
  return `${message.replace(/\.?$/, '.')} ${hint}`
}

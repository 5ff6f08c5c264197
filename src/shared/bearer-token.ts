/**
 * What is wrong with a bearer token the mock is asked to accept, or undefined when it can be used.
 * `Authorization: Bearer <token>` carries one word, so a token that is empty (or only white space)
 * or holds white space could never be sent.
 *
 * @example
 * bearerTokenProblem('secret 1') // 'a token cannot contain spaces: it is sent as one word after "Bearer ".'
 */
export function bearerTokenProblem(token: string): string | undefined {
  if (token.trim() === '') return 'a token cannot be empty.'
  if (/\s/.test(token)) return 'a token cannot contain spaces: it is sent as one word after "Bearer ".'
  return undefined
}

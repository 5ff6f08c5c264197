/**
 * The verifier cannot run at all: an unusable option, an unreadable spec, or a server that cannot
 * be reached or refuses every request. The CLI turns it into exit code 2; a violation of the
 * contract is never this error, it is a line of the report.
 */
export class VerifySetupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VerifySetupError'
  }
}

/** A rule the event breaks; `code` is stable for programs, `message` is for the scorer. */
export class LiveRuleError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'LiveRuleError'
    this.code = code
  }
}

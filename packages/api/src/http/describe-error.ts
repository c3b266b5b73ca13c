// A compact, loggable form of an error: drizzle's "Failed query" messages carry every parameter (megabytes
// during an import), so messages are cut and the driver's own cause is kept, which names the real problem.
export type DescribedError = { name: string; message: string; stack?: string | undefined; cause?: DescribedError }

const maximumMessageLength = 2000

export function describeError(error: unknown, depth = 0): DescribedError {
  if (!(error instanceof Error)) {
    return { name: 'NonError', message: String(error).slice(0, maximumMessageLength) }
  }
  const message =
    error.message.length > maximumMessageLength
      ? `${error.message.slice(0, maximumMessageLength)}… (${error.message.length} characters)`
      : error.message
  const described: DescribedError = {
    name: error.name,
    message,
    stack: error.stack?.split('\n').slice(1, 8).join('\n'),
  }
  if (error.cause !== undefined && depth < 3) {
    described.cause = describeError(error.cause, depth + 1)
  }
  return described
}

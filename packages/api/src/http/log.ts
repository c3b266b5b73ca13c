// JSON log lines on stdout (one object per line), so a log collector parses them without a format config.
type Fields = Record<string, unknown>
type Level = 'debug' | 'info' | 'warn' | 'error'

export type LogWriter = (line: string) => void

let writer: LogWriter = (line) => {
  process.stdout.write(`${line}\n`)
}

/** Replaces where log lines go (tests capture or silence them). Returns the previous writer. */
export function setLogWriter(next: LogWriter): LogWriter {
  const previous = writer
  writer = next
  return previous
}

const severity: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** LOG_LEVEL (debug, info, warn, error; default info) drops lines below it, e.g. request lines under test. */
function minimumSeverity(): number {
  const configured = process.env['LOG_LEVEL']?.trim().toLowerCase()
  return configured !== undefined && configured in severity ? severity[configured as Level] : severity.info
}

function write(level: Level, message: string, fields: Fields): void {
  if (severity[level] < minimumSeverity()) {
    return
  }
  writer(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }))
}

export const logger = {
  debug: (message: string, fields: Fields = {}) => write('debug', message, fields),
  info: (message: string, fields: Fields = {}) => write('info', message, fields),
  warn: (message: string, fields: Fields = {}) => write('warn', message, fields),
  error: (message: string, fields: Fields = {}) => write('error', message, fields),
}

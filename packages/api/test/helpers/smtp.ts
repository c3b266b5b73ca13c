// A real SMTP server in the test process (smtp-server) that parses what it receives (mailparser), so tests
// of the mail transport speak SMTP to something and read back the mails a recipient would get.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail; raw: string }

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for `createMailer({ smtpUrl })`. */
  url: string
  received: ReceivedMail[]
  close: () => Promise<void>
}

/** Starts on an ephemeral port of 127.0.0.1; recipients whose address matches `refuse` are refused (550). */
export async function startTestSmtpServer(options: { refuse?: RegExp } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make, and nodemailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.test(address.address)) {
        const refusal = new Error(`<${address.address}>: Recipient address rejected`) as Error & {
          responseCode: number
        }
        refusal.responseCode = 550
        callback(refusal)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              parsed,
              raw: raw.toString('utf8'),
            })
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

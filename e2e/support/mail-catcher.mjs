// The suite's mail server: a real SMTP server (smtp-server) that the suite's API sends its account mails to
// (SMTP_URL), keeping each parsed mail (mailparser) in memory, and an HTTP side that lists them at
// GET /mails?to=<address> (newest last), so a test reads the link a person would click.
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 4393)
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 4392)
const mails = []

const smtp = new SMTPServer({
  // Loopback only, no TLS: the suite's API and this server share the machine.
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          language: parsed.headers.get('content-language') ?? null,
        })
        callback()
      })
      .catch(callback)
  },
})
smtp.listen(smtpPort, '127.0.0.1')

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/health') {
    response.end('ok')
    return
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase()
    const chosen = to === undefined ? mails : mails.filter((mail) => mail.to.includes(to))
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(chosen))
    return
  }
  response.statusCode = 404
  response.end()
}).listen(httpPort, '127.0.0.1')

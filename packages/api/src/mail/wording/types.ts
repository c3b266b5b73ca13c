// The shape of a mail's words, kept apart from the markup: each language says what a mail says in plain
// strings, and compose.ts turns them into the plain-text and the HTML part (escaping every value there), so
// no translation ever writes HTML and no user's name can become markup.
import type { MailKind, MailValues } from '../mail.ts'

/** What one mail says, in one language, as plain text. */
export type MailContent = {
  subject: string
  /** The body's paragraphs, in order, before the action. The first greets the reader when a name is known. */
  paragraphs: string[]
  /** The one thing the mail asks the reader to do: a button in HTML, the address on its own line in text. */
  action?: { label: string; link: string } | undefined
  /** Said after the action: how long the link works, what happens if the mail was not expected. */
  notice: string
}

/** Everything a language needs to write every kind of mail. */
export type Wording = {
  /** Above the address under the button, for mail readers that do not show buttons. */
  linkFallback: string
  /** The last line of every mail: who sent it and why. */
  footer: (league: string) => string
  kinds: { [Kind in MailKind]: (values: MailValues[Kind]) => MailContent }
}

// The account mails in English (also the fallback for a language the mails are not written in).
import { applicationKinds } from './applications.ts'
import type { Wording } from './types.ts'

const roles = { operator: 'an operator', staff: 'a member of staff' } as const

export const english: Wording = {
  linkFallback: 'If the button does not work, copy this address into your browser:',
  footer: (league) => `You receive this e-mail because this address was entered on the website of ${league}.`,
  kinds: {
    'verify-email': ({ name, league, link }) => ({
      subject: `Confirm your e-mail address for ${league}`,
      paragraphs: [
        `Hello ${name},`,
        `Thank you for creating an account on ${league}. Confirm that this address is yours to finish.`,
      ],
      action: { label: 'Confirm my address', link },
      notice: 'The link works once, for 24 hours. If you did not create this account, ignore this e-mail.',
    }),
    'claim-account': ({ name, league, link }) => ({
      subject: `Someone tried to register your address on ${league}`,
      paragraphs: [
        `Hello ${name},`,
        `Someone has just tried to create an account on ${league} with this e-mail address, which already has one.`,
        'If it was you, choose a new password: this confirms the address is yours and signs out every other session of the account.',
      ],
      action: { label: 'Choose my password', link },
      notice: 'The link works once. If it was not you, ignore this e-mail: your account stays as it is.',
    }),
    'reset-password': ({ name, league, link }) => ({
      subject: `Reset your password on ${league}`,
      paragraphs: [
        `Hello ${name},`,
        `We were asked to reset the password of your account on ${league}. Choose a new one with the button below; every other session of the account will be signed out.`,
      ],
      action: { label: 'Choose a new password', link },
      notice:
        'The link works once, for 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    }),
    'password-changed': ({ name, league }) => ({
      subject: `Your password on ${league} was changed`,
      paragraphs: [
        `Hello ${name},`,
        `The password of your account on ${league} has just been changed, and every other session of the account was signed out.`,
      ],
      notice: `If you did not do this, reset your password at once from the sign-in page of ${league}.`,
    }),
    'role-invitation': ({ league, role, link }) => ({
      subject: `You are invited to be ${roles[role]} on ${league}`,
      paragraphs: [
        `Hello,`,
        `The staff of ${league} invite you to be ${roles[role]} on its website.`,
        'Accept the invitation while signed in with an account that uses this e-mail address; if you have none yet, create one with this address first.',
      ],
      action: { label: 'Accept the invitation', link },
      notice: 'If you did not expect this invitation, ignore this e-mail: nothing changes until it is accepted.',
    }),
    ...applicationKinds('en'),
  },
}

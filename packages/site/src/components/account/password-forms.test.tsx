// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import { PasswordChangeForm } from './password-change-form'
import { RegisterForm } from './register-form'
import { ResetPasswordForm } from './reset-password-form'
import { ResetPasswordRequestForm } from './reset-password-request-form'
import { VerifyEmailConfirm } from './verify-email-confirm'

const adoptUser = vi.fn<(user: unknown) => Promise<void>>(async () => {})
vi.mock('@/lib/account/session-store', () => ({ session: { adoptUser: (user: unknown) => adoptUser(user) } }))

const t = english.Passwords
const account = english.Account
const newPasswordLabels = {
  newPassword: t.newPassword,
  repeatPassword: t.repeatPassword,
  rule: t.rule,
  tooShort: t.tooShort,
  passwordsDiffer: t.passwordsDiffer,
}
const strong = 'correct horse battery'

type Call = { path: string; body: unknown }
let calls: Call[]

/** The site's /api/session routes, answering `status` with `body` to every post. */
function answerWith(status: number, body: unknown = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name, { selector: 'input' }), { target: { value } })

beforeEach(() => {
  calls = []
  adoptUser.mockClear()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const resetLabels = {
  ...newPasswordLabels,
  submit: t.setSubmit,
  submitting: t.saving,
  done: t.setDone,
  signInHint: t.signInHint,
  expired: t.linkExpired,
  askNewLink: t.askNewLink,
  failed: t.failed,
}

const renderResetForm = () =>
  render(<ResetPasswordForm token="the-token" language="en" labels={resetLabels} resetHref="/en/auth/reset-password" />)

describe('given the page of a reset link', () => {
  it('should refuse two different passwords without sending them', async () => {
    renderResetForm()
    type(t.newPassword, strong)
    type(t.repeatPassword, 'something else entirely')
    fireEvent.click(screen.getByRole('button', { name: t.setSubmit }))
    const repeat = screen.getByLabelText(t.repeatPassword, { selector: 'input' })
    expect(repeat.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(t.passwordsDiffer)).toBeDefined()
    expect(calls).toEqual([])
  })

  it('should send the token and the new password, then say it is set and how to sign in', async () => {
    answerWith(200, { message: 'set' })
    renderResetForm()
    type(t.newPassword, strong)
    type(t.repeatPassword, strong)
    fireEvent.click(screen.getByRole('button', { name: t.setSubmit }))
    expect((await screen.findByRole('status')).textContent).toBe(`${t.setDone} ${t.signInHint}`)
    expect(calls).toEqual([
      { path: '/api/session/password-reset/confirm', body: { token: 'the-token', password: strong, language: 'en' } },
    ])
  })

  it("should show the API's reason beside the field when the password is too easy to guess", async () => {
    const reason = 'The password is too easy to guess: repeated characters like "aaa" are easy to guess.'
    answerWith(400, { error: { code: 'weak_password', message: reason, fields: { password: reason } } })
    renderResetForm()
    type(t.newPassword, 'aaaaaaaaaa')
    type(t.repeatPassword, 'aaaaaaaaaa')
    fireEvent.click(screen.getByRole('button', { name: t.setSubmit }))
    expect(await screen.findByText(reason)).toBeDefined()
    expect(screen.getByLabelText(t.newPassword, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('should offer a new link when this one was used or has expired', async () => {
    answerWith(400, { error: { code: 'link_expired', message: 'used or expired' } })
    renderResetForm()
    type(t.newPassword, strong)
    type(t.repeatPassword, strong)
    fireEvent.click(screen.getByRole('button', { name: t.setSubmit }))
    expect((await screen.findByRole('alert')).textContent).toBe(t.linkExpired)
    expect(screen.getByRole('link', { name: t.askNewLink }).getAttribute('href')).toBe('/en/auth/reset-password')
  })
})

describe('given the reset page without a link', () => {
  it('should ask for the address and answer alike whether it has an account', async () => {
    answerWith(202, { message: 'sent' })
    render(
      <ResetPasswordRequestForm
        language="sr"
        labels={{
          email: account.email,
          emailInvalid: account.emailInvalid,
          submit: t.resetSubmit,
          submitting: t.sending,
          sent: t.resetSent,
          failed: t.failed,
        }}
      />,
    )
    type(account.email, 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: t.resetSubmit }))
    expect((await screen.findByRole('status')).textContent).toBe(t.resetSent)
    expect(calls).toEqual([{ path: '/api/session/password-reset', body: { email: 'ana@example.com', language: 'sr' } }])
  })
})

describe('given the page of a verification link', () => {
  const labels = {
    intro: t.verifyIntro,
    submit: t.verifySubmit,
    submitting: t.verifying,
    done: t.verifyDone,
    expired: t.linkExpired,
    askNewLink: t.askNewLink,
    signInHint: t.signInHint,
    noToken: t.noToken,
    failed: t.failed,
  }

  it('should confirm nothing on opening, and confirm the address with the button', async () => {
    answerWith(200, { message: 'confirmed' })
    render(<VerifyEmailConfirm token="mail-token" labels={labels} resetHref="/en/auth/reset-password" />)
    expect(calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: t.verifySubmit }))
    expect((await screen.findByRole('status')).textContent).toBe(`${t.verifyDone} ${t.signInHint}`)
    expect(calls).toEqual([{ path: '/api/session/verify-email', body: { token: 'mail-token' } }])
  })

  it('should say a token is needed when the address has none', () => {
    render(<VerifyEmailConfirm token={undefined} labels={labels} resetHref="/en/auth/reset-password" />)
    expect(screen.getByText(t.noToken)).toBeDefined()
    expect(screen.queryByRole('button', { name: t.verifySubmit })).toBeNull()
  })
})

const renderChangeForm = () =>
  render(
    <PasswordChangeForm
      language="en"
      labels={{
        ...newPasswordLabels,
        currentPassword: t.currentPassword,
        wrongPassword: t.wrongPassword,
        submit: t.changeSubmit,
        submitting: t.saving,
        done: t.changeDone,
        failed: t.failed,
      }}
    />,
  )

describe("given the profile's password section", () => {
  it('should mark the current password when the API says it is wrong', async () => {
    answerWith(400, { error: { code: 'wrong_password', message: 'The current password is not right' } })
    renderChangeForm()
    type(t.currentPassword, 'not my password')
    type(t.newPassword, strong)
    type(t.repeatPassword, strong)
    fireEvent.click(screen.getByRole('button', { name: t.changeSubmit }))
    expect(await screen.findByText(t.wrongPassword)).toBeDefined()
    expect(screen.getByLabelText(t.currentPassword, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('should change it, keep this browser signed in and say the other devices are signed out', async () => {
    const user = { uuid: '0e1f', email: 'ana@example.com', name: 'Ana', language: 'en', fcmTokens: [] }
    answerWith(200, { user })
    renderChangeForm()
    type(t.currentPassword, 'my old password here')
    type(t.newPassword, strong)
    type(t.repeatPassword, strong)
    fireEvent.click(screen.getByRole('button', { name: t.changeSubmit }))
    expect((await screen.findByRole('status')).textContent).toBe(t.changeDone)
    expect(adoptUser).toHaveBeenCalledWith(user)
    expect(calls).toEqual([
      {
        path: '/api/session/password',
        body: { currentPassword: 'my old password here', newPassword: strong, language: 'en' },
      },
    ])
  })
})

describe('given the registration form', () => {
  it('should say "check your e-mail" when the site accepts the registration, signing no one in', async () => {
    answerWith(202, { status: 'check_email' })
    render(
      <RegisterForm
        locale="en"
        labels={{
          email: account.email,
          password: account.password,
          passwordRule: account.passwordRule,
          name: account.name,
          language: account.language,
          submit: account.submitRegister,
          submitting: account.registering,
          emailInvalid: account.emailInvalid,
          passwordInvalid: account.passwordInvalid,
          nameRequired: account.nameRequired,
          checkEmail: account.checkEmail,
          failed: account.registerFailed,
        }}
      />,
    )
    type(account.email, 'ana@example.com')
    type(account.password, 'short')
    type(account.name, 'Ana Fan')
    fireEvent.click(screen.getByRole('button', { name: account.submitRegister }))
    expect(screen.getByText(account.passwordInvalid)).toBeDefined()
    expect(calls).toEqual([])
    type(account.password, strong)
    fireEvent.click(screen.getByRole('button', { name: account.submitRegister }))
    expect((await screen.findByRole('status')).textContent).toBe(account.checkEmail)
    expect(adoptUser).not.toHaveBeenCalled()
  })
})

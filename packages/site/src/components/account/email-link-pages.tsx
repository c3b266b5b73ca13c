'use client'

import { useSearchParams } from 'next/navigation'
import { ResetPasswordForm, type ResetPasswordLabels } from './reset-password-form'
import { ResetPasswordRequestForm, type ResetRequestLabels } from './reset-password-request-form'
import { VerifyEmailConfirm, type VerifyEmailLabels } from './verify-email-confirm'

// The e-mailed links' token is read in the browser, so the pages stay the same cached document for everyone
// (and the token never reaches the site's server before the button posts it).

function useLinkToken(): string | undefined {
  const token = useSearchParams().get('token')
  return token === null || token === '' ? undefined : token
}

export function VerifyEmailFromLink(props: { labels: VerifyEmailLabels; resetHref: string }) {
  return <VerifyEmailConfirm token={useLinkToken()} {...props} />
}

/** Without a token: ask for a link. With one: set the new password. */
export function ResetPasswordFromLink({
  language,
  resetHref,
  requestLabels,
  resetLabels,
  requestIntro,
  resetIntro,
}: {
  language: string
  resetHref: string
  requestLabels: ResetRequestLabels
  resetLabels: ResetPasswordLabels
  requestIntro: string
  resetIntro: string
}) {
  const token = useLinkToken()
  return (
    <>
      <p className="mb-4 max-w-prose text-on-muted">{token === undefined ? requestIntro : resetIntro}</p>
      {token === undefined ? (
        <ResetPasswordRequestForm labels={requestLabels} language={language} />
      ) : (
        <ResetPasswordForm token={token} language={language} labels={resetLabels} resetHref={resetHref} />
      )}
    </>
  )
}

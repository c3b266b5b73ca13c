// The password forms' one way to post to the site's /api/session routes: the status, and the API's refusal
// (its message is written for people, in the language the form sent) when there is one.
import { errorBodyOf } from '@league/api/fetch-client'

export type AccountFormAnswer = {
  /** 0 when the request never reached the site (offline). */
  status: number
  error: { code: string; message: string; fields?: Record<string, string> } | undefined
  response: Response | undefined
}

export async function postAccountForm(path: string, body: unknown): Promise<AccountFormAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
  if (response === undefined) {
    return { status: 0, error: undefined, response }
  }
  return { status: response.status, error: response.ok ? undefined : await errorBodyOf(response), response }
}

/** A used or expired e-mailed link (the API's `link_expired`). */
export const isExpiredLink = (answer: AccountFormAnswer) => answer.error?.code === 'link_expired'

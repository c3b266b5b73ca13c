import { headers } from 'next/headers'
import { requestPathHeader } from './request-origin'

/** The path of this request as the proxy saw it; '/' when rendered without one. */
export async function requestPath(): Promise<string> {
  return (await headers()).get(requestPathHeader) ?? '/'
}

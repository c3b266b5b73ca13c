import { requestPath } from '@/lib/request-path'

/**
 * The not-found heading with the requested path filled in. The proxy hands the path to the render, so the
 * heading needs no client code (not-found renders per request, client-side navigations included).
 */
export async function NotFoundHeading({ template }: { template: string }) {
  return <h1 className="text-3xl font-bold break-words">{template.replace('{path}', await requestPath())}</h1>
}

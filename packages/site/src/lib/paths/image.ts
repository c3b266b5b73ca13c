// Where the site shows a photo copy: the API answers its own path (`/v2/website/images/{id}`), which the
// browser cannot ask the API for (the API knows the site by its Origin); the site's door /api/images/{id}
// forwards it. A copy's id never changes its bytes, so the year-long cache of the API passes through.
const imagePathPattern = /^\/v2\/website\/images\/([0-9a-f-]{36})$/

/**
 * The site address of an image the API names; undefined when it named something else.
 *
 * @example
 * siteImageUrl('/v2/website/images/0b6f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b') //=> '/api/images/0b6f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
 */
export function siteImageUrl(apiPath: string): string | undefined {
  const match = imagePathPattern.exec(apiPath)
  return match === null ? undefined : `/api/images/${match[1]}`
}

/**
 * An image address from an answer as the site shows it: an uploaded photo through the site's door, anything
 * else (an imported cover's own address) as it is.
 *
 * @example
 * siteImageAddress('/v2/website/images/0b6f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b') //=> '/api/images/0b6f3a4e-…'
 * siteImageAddress('https://example.com/cover.jpg') //=> 'https://example.com/cover.jpg'
 */
export function siteImageAddress(address: string): string {
  return siteImageUrl(address) ?? address
}

/** A `srcset` of API paths ("/v2/website/images/… 480w, …") with each address the site's. */
export function siteSrcset(srcset: string): string {
  return srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([path, width]) => {
      const url = path === undefined ? undefined : siteImageUrl(path)
      return url === undefined ? [] : [width === undefined ? url : `${url} ${width}`]
    })
    .join(', ')
}

/** The API path of an image, for the door to forward to. */
export const imageApiPath = (file: string) => `/v2/website/images/${encodeURIComponent(file)}`

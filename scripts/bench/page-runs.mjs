// The bench's page steps: each page's first request after start (cold) and a repeated one (warm), the same
// Next server serving a static chunk of similar size (the framework's own limit), and each page straight
// from the site, through nginx, and nginx serving its very bytes.
import { chunkOfSimilarSize } from './bundles.mjs'
import { median } from './lighthouse.mjs'
import { saveForNginx, withFigures } from './measured.mjs'
import {
  log,
  nginxHeaders,
  nginxStatic,
  origin,
  pages,
  ports,
  proxied,
  proxiedHeaders,
  siteFolder,
  straight,
  straightHeaders,
  warmRepeats,
} from './plan.mjs'
import { fetchRaw, withCpu } from './probes.mjs'
import { runWrk } from './wrk.mjs'

/** The pages to measure: the news item's address is the API's first news item, or it is left out. */
export async function pagesToMeasure() {
  const newsResponse = await fetchRaw(`http://127.0.0.1:${ports.api}/v2/website/news?locale=en`, { Origin: origin })
  const news = newsResponse.status === 200 ? JSON.parse(newsResponse.body.toString('utf8')) : null
  const firstNews = news?.news?.[0] ?? news?.items?.[0]
  const newsPage = pages.find((page) => page.name === 'news item')
  newsPage.path = firstNews?.slug ? `/en/news/${firstNews.slug}` : null
  return pages.filter((page) => page.path !== null)
}

export async function coldAndWarmPages(measuredPages) {
  log('cold and warm pages …')
  const coldWarm = []
  for (const page of measuredPages) {
    const first = await fetchRaw(straight(page.path), straightHeaders)
    const repeats = []
    let last = first
    for (let repeat = 0; repeat < warmRepeats; repeat++) {
      last = await fetchRaw(straight(page.path), straightHeaders)
      repeats.push(last.milliseconds)
    }
    coldWarm.push({
      name: page.name,
      path: page.path,
      status: first.status,
      warmStatus: last.status,
      coldMs: Math.round(first.milliseconds),
      warmMs: Math.round(median(repeats)),
      gzipBytes: last.body.length,
      cacheControl: last.headers['cache-control'] ?? null,
      nextCache: last.headers['x-nextjs-cache'] ?? null,
      // Set by Next on a prerendered (static or cache-components) answer.
      nextPrerender: last.headers['x-nextjs-prerender'] ?? null,
      contentEncoding: last.headers['content-encoding'] ?? null,
    })
  }
  return coldWarm
}

/** Next serving a static chunk of the pages' median size, and nginx serving the same bytes. */
export async function staticChunkRun({ processes, staticFolder, seconds, coldWarm }) {
  const chunk = chunkOfSimilarSize(siteFolder, median(coldWarm.map((page) => page.gzipBytes)))
  if (chunk === null) {
    throw new Error('the build has no chunk under .next/static/chunks')
  }
  const chunkResponse = await fetchRaw(straight(chunk.path), straightHeaders)
  if (chunkResponse.status !== 200) {
    throw new Error(`the site answered ${chunkResponse.status} for its own chunk ${chunk.path}`)
  }
  saveForNginx(staticFolder, 'chunk/static.js', chunkResponse)
  log(`wrk: Next serving ${chunk.path} (${chunkResponse.body.length} bytes on the wire) and nginx the same bytes …`)
  const nextStatic = await withCpu(processes, () => runWrk(straight(chunk.path), straightHeaders, seconds))
  const nginxChunk = await runWrk(nginxStatic('chunk/static.js'), nginxHeaders, seconds)
  return {
    path: chunk.path,
    bytes: chunkResponse.body.length,
    contentEncoding: chunkResponse.headers['content-encoding'] ?? null,
    next: withFigures(nextStatic),
    nginx: nginxChunk,
  }
}

/** Each page straight from the site, through nginx (its cache status after the run), and nginx's same bytes. */
export async function pageRuns({ processes, staticFolder, seconds, measuredPages }) {
  const pageRows = []
  for (const [index, page] of measuredPages.entries()) {
    log(`wrk: ${page.name} straight, through nginx, nginx serving its bytes …`)
    const direct = await withCpu(processes, () => runWrk(straight(page.path), straightHeaders, seconds))
    const primed = await fetchRaw(proxied(page.path), proxiedHeaders)
    const file = `page-${index}.html`
    saveForNginx(staticFolder, file, primed)
    const throughNginx = await withCpu(processes, () => runWrk(proxied(page.path), proxiedHeaders, seconds))
    const afterwards = await fetchRaw(proxied(page.path), proxiedHeaders)
    const sameBytes = await runWrk(nginxStatic(file), nginxHeaders, seconds)
    pageRows.push({
      name: page.name,
      path: page.path,
      status: primed.status,
      bytes: primed.body.length,
      straight: withFigures(direct),
      proxied: {
        ...withFigures(throughNginx),
        cacheStatus: afterwards.headers['x-bench-cache-status'] ?? null,
        cacheControl: afterwards.headers['cache-control'] ?? null,
      },
      nginx: sameBytes,
    })
  }
  return pageRows
}

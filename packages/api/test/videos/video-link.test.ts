// What staff may type as a game's video: YouTube and Vimeo addresses in their usual shapes become the
// privacy-enhanced embeds; an https MP4 or HLS file only from a host the league allows; anything else
// (scripts, data, other or look-alike hosts) is refused with a reason.
import { describe, expect, it } from 'vitest'
import { parseVideoLink, videoPresentation } from '../../src/contract/game-videos.ts'

const defaults = ['www.youtube-nocookie.com', 'player.vimeo.com']
const withOwnHost = [...defaults, 'video.aba-liga.example']

describe('given a video address staff typed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?autoplay=1', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('should turn %s into the privacy-enhanced embed', (typed, stored) => {
    expect(parseVideoLink(typed, defaults)).toEqual({ ok: true, url: stored })
  })

  it('should keep an https MP4 or HLS address on a host the league allows', () => {
    const mp4 = 'https://video.aba-liga.example/2021-22/final-game-1.mp4'
    const hls = 'https://video.aba-liga.example/live/final/master.m3u8'
    expect(parseVideoLink(mp4, withOwnHost)).toEqual({ ok: true, url: mp4 })
    expect(parseVideoLink(hls, withOwnHost)).toEqual({ ok: true, url: hls })
  })

  it.each([
    ['javascript:alert(1)', 'not_an_address'],
    ['JaVaScRiPt:alert(document.cookie)//https://youtu.be/dQw4w9WgXcQ', 'not_an_address'],
    ['data:text/html,<script>alert(1)</script>', 'not_an_address'],
    ['data:video/mp4;base64,AAAA', 'not_an_address'],
    ['vbscript:msgbox(1)', 'not_an_address'],
    ['//youtu.be/dQw4w9WgXcQ', 'not_an_address'],
    ['youtube dot com', 'not_an_address'],
    ['https://user:secret@www.youtube.com/watch?v=dQw4w9WgXcQ', 'not_an_address'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'host_not_allowed'],
    ['https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ', 'host_not_allowed'],
    ['https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ', 'host_not_allowed'],
    ['https://vimeo.com.evil.example/76979871', 'host_not_allowed'],
    ['https://evilvimeo.com/76979871', 'host_not_allowed'],
    ['https://video.aba-liga.example.evil.example/a.mp4', 'host_not_allowed'],
    ['https://video.aba-liga.example:8443/a.mp4', 'host_not_allowed'],
    ['https://www.youtube-nocookie.com/embed/../../evil', 'host_not_allowed'],
    ['https://www.youtube.com/watch?v=short', 'host_not_allowed'],
    ['http://video.aba-liga.example/a.mp4', 'not_https'],
    ['https://video.aba-liga.example/page.html', 'not_a_video'],
  ])('should refuse %s (%s)', (typed, problem) => {
    expect(parseVideoLink(typed, withOwnHost)).toEqual({ ok: false, problem })
  })

  it('should refuse YouTube when the league allows only Vimeo, and a file host it has not listed', () => {
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ', ['player.vimeo.com'])).toEqual({
      ok: false,
      problem: 'host_not_allowed',
    })
    expect(parseVideoLink('https://video.aba-liga.example/a.mp4', defaults)).toEqual({
      ok: false,
      problem: 'host_not_allowed',
    })
  })
})

describe('given a stored video address', () => {
  it('should show embeds in a frame, files in a video element, other pages as a link, and no script or data address at all', () => {
    expect(videoPresentation('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ').kind).toBe('embed')
    expect(videoPresentation('https://player.vimeo.com/video/76979871?dnt=1').kind).toBe('embed')
    expect(videoPresentation('https://video.aba-liga.example/a.mp4').kind).toBe('file')
    expect(videoPresentation('https://video.aba-liga.example/a.m3u8').kind).toBe('hls')
    expect(videoPresentation('https://www.youtube.com/watch?v=dQw4w9WgXcQ').kind).toBe('link')
    expect(videoPresentation('javascript:alert(1)').kind).toBe('none')
    expect(videoPresentation('data:video/mp4;base64,AAAA').kind).toBe('none')
  })
})

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import { GameVideoLink } from './game-video-link'

// The server's translations, as a page rendered in English has them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'DataExport' | 'Media') =>
    createTranslator({ locale: 'en', messages: english, namespace }),
}))

afterEach(cleanup)

describe('given a game video tab', () => {
  it('should frame the privacy-enhanced YouTube player with a title and full screen allowed', async () => {
    const { container } = render(
      await GameVideoLink({
        video: { url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Highlights' },
      }),
    )
    const frame = screen.getByTitle('Highlights')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(frame.hasAttribute('allowfullscreen')).toBe(true)
    expect(container.querySelector('video')).toBeNull()
  })

  it('should play an MP4 file in the browser’s own player, and give HLS a link beside it', async () => {
    const { container } = render(
      await GameVideoLink({ video: { url: 'https://video.aba.example/final.mp4', title: 'Final' } }),
    )
    expect(container.querySelector('video[controls]')?.getAttribute('src')).toBe('https://video.aba.example/final.mp4')
    cleanup()
    render(await GameVideoLink({ video: { url: 'https://video.aba.example/live.m3u8', title: 'Live' } }))
    expect(screen.getByRole('link', { name: 'Watch the video: Live' }).getAttribute('href')).toBe(
      'https://video.aba.example/live.m3u8',
    )
  })

  it('should link any other page, and show nothing but the empty state for a script address or no video', async () => {
    render(await GameVideoLink({ video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Game' } }))
    expect(screen.getByRole('link', { name: 'Watch the video: Game' })).toBeTruthy()
    cleanup()
    const { container } = render(await GameVideoLink({ video: { url: 'javascript:alert(1)', title: 'Evil' } }))
    expect(container.querySelector('a, iframe, video')).toBeNull()
    expect(screen.getByText(english.Media.videoEmpty)).toBeTruthy()
    cleanup()
    render(await GameVideoLink({ video: null }))
    expect(screen.getByText(english.Media.videoEmpty)).toBeTruthy()
  })
})

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { news, newsCoverUrl } from '../../fixtures/site'
import { NewsCard } from './news-card'

const [opening, title, record, russian] = news

const meta = {
  title: 'Basketball/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  args: { ...opening, coverUrl: newsCoverUrl },
  // Cards live in grids: a story shows one at a typical column width unless it sets its own.
  decorators: [
    (Story, { parameters }) => (
      <div className={String(parameters['maxWidth'] ?? 'max-w-sm')}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsCard>

export default meta
type Story = StoryObj<typeof meta>

export const Vertical: Story = {}
export const WithoutCover: Story = { args: { coverUrl: undefined } }
/** A list whose stories may have no picture leaves the empty cover out rather than draw its muted box. */
export const CoverHidden: Story = {
  args: { coverUrl: undefined, cover: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="news-card-cover"]')).not.toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: opening.title })).toBeVisible()
  },
}
export const Horizontal: Story = {
  args: { ...title, coverUrl: newsCoverUrl, layout: 'horizontal' },
  parameters: { maxWidth: 'max-w-2xl' },
}
export const Featured: Story = {
  args: { ...record, coverUrl: newsCoverUrl, layout: 'featured' },
  parameters: { maxWidth: 'max-w-5xl' },
}
export const LongCyrillic: Story = { args: { ...russian, coverUrl: newsCoverUrl, locale: 'ru' } }

export const Matrix: Story = {
  parameters: { maxWidth: 'max-w-none' },
  render: () => (
    <div className="flex flex-col gap-6">
      <NewsCard {...record} coverUrl={newsCoverUrl} layout="featured" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <NewsCard {...opening} coverUrl={newsCoverUrl} />
        <NewsCard {...title} />
        <NewsCard {...russian} coverUrl={newsCoverUrl} locale="ru" />
      </div>
      <NewsCard {...title} coverUrl={newsCoverUrl} layout="horizontal" />
    </div>
  ),
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Pagination } from './pagination'

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 10, pageCount: 20, hrefFor: (page: number) => `#page-${page}` },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Middle: Story = {}
export const First: Story = { args: { page: 1 } }
export const Last: Story = { args: { page: 20 } }
export const FewPages: Story = { args: { page: 2, pageCount: 4 } }

export const Serbian: Story = {
  args: {
    labels: {
      navigation: 'Странице',
      previous: 'Претходна',
      next: 'Следећа',
      page: (page: number) => `Страна ${page}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Страна 10' })).toHaveAttribute('aria-current', 'page')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Претходна' })).toHaveFocus()
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {(['outline', 'ghost'] as const).map((variant) =>
        [1, 5, 20].map((page) => (
          <Pagination
            key={`${variant}-${page}`}
            {...args}
            aria-label={`${variant}, page ${page}`}
            variant={variant}
            page={page}
          />
        )),
      )}
    </div>
  ),
}

/** Previous, "Page X of Y", next: the site's news and game lists. */
export const StepsWithStatus: Story = {
  args: {
    page: 3,
    pageCount: 12,
    layout: 'steps',
    labels: { status: (page, pageCount) => `Page ${page} of ${pageCount}` },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 3 of 12')).toBeVisible()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { LightboxGrid } from './lightbox'
import { englishLabels, sampleImages } from './lightbox-fixtures'

function Gallery({ initialIndex = null }: { initialIndex?: number | null }) {
  const [index, setIndex] = useState<number | null>(initialIndex)
  return <LightboxGrid images={sampleImages} labels={englishLabels} index={index} onIndexChange={setIndex} />
}

const meta = {
  title: 'Media/Lightbox',
  component: Gallery,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

/** The thumbnails, each a button that opens the photo. */
export const Thumbnails: Story = {}

/** Opened on the third photo: named by its position, the caption and credit below it. */
export const Open: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Photo 3 of 4' })
    await expect(within(dialog).getByText('Photo: Marko Petrović')).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(await body.findByRole('dialog', { name: 'Photo 4 of 4' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FileField, type FileFieldFile } from './file-field'

// A crest drawn inline, so the story needs no network and no file on disk.
const crestPreview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 4 58 14v18c0 14-11 24-26 28C17 56 6 46 6 32V14z" fill="#0b1f3a"/><circle cx="32" cy="30" r="12" fill="#f7931e"/></svg>',
)}`

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    label: 'Club crest',
    chooseLabel: 'Choose a file',
    dropLabel: 'or drop it here',
    description: 'PNG, JPEG or WebP, at most 5 MB.',
    accept: 'image/png,image/jpeg,image/webp',
    locale: 'en',
    removeLabel: 'Remove',
    onFileSelected: fn(),
    onRemove: fn(),
    className: 'max-w-xl',
  },
} satisfies Meta<typeof FileField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = {
  args: { file: { name: 'kk-partizan-crest.png', byteSize: 148 * 1024, previewUrl: crestPreview } },
}

export const Document: Story = {
  args: {
    label: 'Registration certificate',
    description: 'PDF, at most 10 MB.',
    accept: 'application/pdf',
    file: { name: 'registration-certificate-2026.pdf', byteSize: 2.4 * 1024 * 1024 },
  },
}

export const Uploading: Story = {
  args: {
    file: { name: 'kk-partizan-crest.png', byteSize: 148 * 1024 },
    uploading: true,
    progressText: 'Uploading… 40%',
  },
}

export const WithError: Story = {
  args: {
    file: { name: 'crest.exe.png', byteSize: 40 * 1024 },
    error: 'The crest must be a PNG, JPEG or WebP image.',
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    file: { name: 'kk-partizan-crest-2026-final-version.png', byteSize: 148 * 1024, previewUrl: crestPreview },
    error: 'The file is larger than 5 MB.',
  },
}

/** The caller's part: it holds the file, uploads it and clears it. */
function CrestUpload() {
  const [file, setFile] = useState<FileFieldFile | null>(null)
  return (
    <FileField
      {...meta.args}
      file={file}
      onFileSelected={(chosen) => setFile({ name: chosen.name, byteSize: chosen.size })}
      onRemove={() => setFile(null)}
    />
  )
}

export const ChoosingAndRemoving: Story = {
  render: () => <CrestUpload />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Club crest Choose a file')
    await userEvent.upload(input, new File([new Uint8Array(3000)], 'crest.png', { type: 'image/png' }))
    await expect(canvas.getByText('crest.png')).toBeVisible()
    await expect(canvas.getByText('3 kB')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove crest.png' }))
    await expect(canvas.queryByText('crest.png')).toBeNull()
  },
}

export const ReachedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByLabelText('Club crest Choose a file')).toHaveFocus()
  },
}

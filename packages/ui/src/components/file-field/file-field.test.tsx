import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { FileField, type FileFieldProps, formatByteSize } from './file-field'

const crest = new File([new Uint8Array(2048)], 'crest.png', { type: 'image/png' })

function CrestField(props: Partial<FileFieldProps>) {
  return (
    <FileField
      label="Club crest"
      chooseLabel="Choose a file"
      description="PNG, JPEG or WebP, at most 5 MB."
      accept="image/png,image/jpeg,image/webp"
      locale="en"
      onFileSelected={() => {}}
      {...props}
    />
  )
}

function fileInput() {
  return screen.getByLabelText<HTMLInputElement>('Club crest Choose a file')
}

function descriptionsOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
}

describe('given an empty file field', () => {
  it('should be a real file input named by the label and the picker, described by what it accepts', async () => {
    const { container } = render(<CrestField />)
    const input = fileInput()
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/png,image/jpeg,image/webp')
    expect(descriptionsOf(input)).toEqual(['PNG, JPEG or WebP, at most 5 MB.'])
    await expectNoAxeViolations(container)
  })

  it('should be reached with the keyboard', async () => {
    render(<CrestField />)
    await userEvent.tab()
    expect(document.activeElement).toBe(fileInput())
  })

  it('should report a picked file', async () => {
    const onFileSelected = vi.fn<(file: File) => void>()
    render(<CrestField onFileSelected={onFileSelected} />)
    await userEvent.upload(fileInput(), crest)
    expect(onFileSelected).toHaveBeenCalledWith(crest)
  })

  it('should report a dropped file', () => {
    const onFileSelected = vi.fn<(file: File) => void>()
    const { container } = render(<CrestField onFileSelected={onFileSelected} />)
    const zone = container.querySelector('[data-slot=file-field-dropzone]')
    if (zone === null) {
      throw new Error('no drop zone')
    }
    fireEvent.drop(zone, { dataTransfer: { files: [crest], types: ['Files'] } })
    expect(onFileSelected).toHaveBeenCalledWith(crest)
  })
})

describe('given a file field with a file', () => {
  it('should show its name and size, read them with the input, and remove it by name', async () => {
    const onRemove = vi.fn<() => void>()
    const { container } = render(
      <CrestField
        file={{ name: 'crest.png', byteSize: 120 * 1024, previewUrl: 'data:image/png;base64,' }}
        removeLabel="Remove"
        onRemove={onRemove}
      />,
    )
    expect(descriptionsOf(fileInput())).toEqual(['PNG, JPEG or WebP, at most 5 MB.', 'crest.png120 kB'])
    await userEvent.click(screen.getByRole('button', { name: 'Remove crest.png' }))
    expect(onRemove).toHaveBeenCalledOnce()
    await expectNoAxeViolations(container)
  })

  it('should be busy while uploading, say how far it is, and not remove mid-upload', () => {
    const { container } = render(
      <CrestField
        file={{ name: 'crest.png', byteSize: 2048 }}
        uploading
        progressText="Uploading… 40%"
        removeLabel="Remove"
        onRemove={() => {}}
      />,
    )
    expect(container.querySelector('[data-slot=file-field]')?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Uploading… 40%')
    expect(screen.getByRole('button', { name: 'Remove crest.png' })).toHaveProperty('disabled', true)
  })
})

describe('given a file field with an error', () => {
  it('should mark the input invalid and read the error last', async () => {
    const { container } = render(<CrestField error="The crest must be a PNG, JPEG or WebP image." />)
    const input = fileInput()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionsOf(input)).toEqual([
      'PNG, JPEG or WebP, at most 5 MB.',
      'The crest must be a PNG, JPEG or WebP image.',
    ])
    await expectNoAxeViolations(container)
  })
})

describe('formatByteSize', () => {
  it.each([
    [512, 'en', '512 byte'],
    [120 * 1024, 'en', '120 kB'],
    [4.25 * 1024 * 1024, 'en', '4.3 MB'],
    [4.25 * 1024 * 1024, 'sl', '4,3 MB'],
  ])('should write %d bytes in %s as %j', (byteSize, locale, text) => {
    expect(formatByteSize(byteSize, locale)).toBe(text)
  })
})

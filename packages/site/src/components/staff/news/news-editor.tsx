'use client'
// The article's body in one language: TipTap (ProseMirror) with the marks and blocks the server's
// sanitiser keeps (ArticleBlockSchema): bold, italic, headings 2 and 3, lists, quotes, links. The toolbar
// buttons are named and say whether they are on, so a screen reader and a tablet both use them.
import { Button } from '@league/ui/components/button/button'
import { TextField } from '@league/ui/components/text-field/text-field'
import { Link } from '@tiptap/extension-link'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

type Props = {
  /** Names the editing area, e.g. "Body (English)". */
  label: string
  html: string
  onChange: (html: string) => void
}

/** The links the server keeps: web addresses, mail and the site's own paths. */
function isAllowedAddress(address: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/))/i.test(address)
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslations('StaffNews.toolbar')
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  })
  const chain = () => editor.chain().focus()
  const buttons = [
    { key: 'bold', on: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', on: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'heading2', on: state.heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', on: state.heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', on: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', on: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', on: state.blockquote, run: () => chain().toggleBlockquote().run() },
  ] as const
  return (
    <div role="toolbar" aria-label={t('label')} className="flex flex-wrap gap-1 border-b border-border p-2">
      {buttons.map((button) => (
        <Button
          key={button.key}
          variant={button.on ? 'primary' : 'outline'}
          size="sm"
          className="min-h-11 sm:min-h-8"
          aria-pressed={button.on}
          onClick={button.run}
        >
          {t(button.key)}
        </Button>
      ))}
      <LinkControl editor={editor} active={state.link} />
    </div>
  )
}

function LinkControl({ editor, active }: { editor: Editor; active: boolean }) {
  const t = useTranslations('StaffNews.toolbar')
  const [open, setOpen] = useState(false)
  const [address, setAddress] = useState('')
  const [invalid, setInvalid] = useState(false)
  const fieldId = useId()
  function apply() {
    const trimmed = address.trim()
    if (!isAllowedAddress(trimmed)) {
      setInvalid(true)
      return
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: trimmed }).run()
    setOpen(false)
  }
  return (
    <>
      <Button
        variant={active ? 'primary' : 'outline'}
        size="sm"
        className="min-h-11 sm:min-h-8"
        aria-pressed={active}
        aria-expanded={open}
        onClick={() => {
          setAddress(editor.getAttributes('link').href ?? '')
          setInvalid(false)
          setOpen(!open)
        }}
      >
        {t('link')}
      </Button>
      {open ? (
        <div className="flex w-full flex-wrap items-end gap-2 pt-2">
          <TextField
            id={fieldId}
            label={t('linkAddress')}
            description={t('linkHint')}
            error={invalid ? t('linkInvalid') : undefined}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            className="min-w-64 flex-1"
          />
          <Button size="sm" className="min-h-11" onClick={apply}>
            {t('applyLink')}
          </Button>
          {active ? (
            <Button
              size="sm"
              variant="outline"
              className="min-h-11"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run()
                setOpen(false)
              }}
            >
              {t('removeLink')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  )
}

export function NewsEditor({ label, html, onChange }: Props) {
  const editor = useEditor({
    // Rendered on the server too: ProseMirror needs the browser's DOM, so it starts there.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (address) => isAllowedAddress(address),
      }),
    ],
    content: html,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        // The document looks as the article will: paragraphs apart, headings, lists, quotes and links marked.
        class:
          'min-h-48 p-3 focus-visible:outline-2 focus-visible:outline-focus [&_a]:text-link [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  })
  return (
    <div data-slot="news-editor" className="flex flex-col gap-1">
      <span className="text-sm font-semibold" aria-hidden="true">
        {label}
      </span>
      <div className="rounded-brand border border-input bg-surface-raised">
        {editor ? <Toolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}

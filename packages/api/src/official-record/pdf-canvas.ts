// A small drawing surface over one pdf-lib page: text in the scoresheet's two faces (DejaVu Sans Condensed,
// which has every Latin-ext and Cyrillic letter of the league's names), lines and boxes, all in points from
// the page's bottom-left corner as PDF measures them.
import fontkit from '@pdf-lib/fontkit'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'

const require = createRequire(import.meta.url)

export const ink = rgb(0.1, 0.1, 0.12)
export const faint = rgb(0.55, 0.55, 0.6)
/** FIBA's pens: red for the 1st and 3rd periods, blue (or black) for the 2nd, the 4th and the overtimes. */
export const redPen = rgb(0.8, 0.1, 0.1)
export const bluePen = rgb(0.1, 0.2, 0.7)

export function penOf(period: number): RGB {
  return period === 1 || period === 3 ? redPen : bluePen
}

let fontFiles: Promise<[Uint8Array, Uint8Array]> | undefined

/** The two TTF files, read once per process from the dejavu-fonts-ttf package. */
function readFontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  ])
  return fontFiles
}

export type TextOptions = {
  size?: number
  bold?: boolean
  color?: RGB
  align?: 'left' | 'center' | 'right'
  width?: number
}

export class PdfCanvas {
  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /** Embeds the faces (only the glyphs used: a sheet stays some 60 kB) and adds an A4 portrait page. */
  static async create(document: PDFDocument): Promise<PdfCanvas> {
    document.registerFontkit(fontkit)
    const [regularBytes, boldBytes] = await readFontFiles()
    const regular = await document.embedFont(regularBytes, { subset: true })
    const bold = await document.embedFont(boldBytes, { subset: true })
    return new PdfCanvas(document.addPage([595.28, 841.89]), regular, bold)
  }

  widthOf(text: string, size: number, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(text, size)
  }

  /** Text whose baseline is at `y`; cut with an ellipsis to `width` when given; aligned within `width`. */
  text(content: string, x: number, y: number, options: TextOptions = {}): void {
    const size = options.size ?? 7
    const bold = options.bold ?? false
    let shown = content
    if (options.width !== undefined) {
      while (shown.length > 1 && this.widthOf(shown, size, bold) > options.width) {
        shown = `${shown.slice(0, -2)}…`
      }
    }
    const room = options.width ?? 0
    const shownWidth = this.widthOf(shown, size, bold)
    const left =
      options.align === 'right' ? x + room - shownWidth : options.align === 'center' ? x + (room - shownWidth) / 2 : x
    this.page.drawText(shown, { x: left, y, size, font: bold ? this.bold : this.regular, color: options.color ?? ink })
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.5, color: RGB = ink): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color })
  }

  box(x: number, y: number, width: number, height: number, thickness = 0.5): void {
    this.page.drawRectangle({ x, y, width, height, borderWidth: thickness, borderColor: ink })
  }

  circle(x: number, y: number, radius: number, color: RGB, filled = false): void {
    this.page.drawCircle({
      x,
      y,
      size: radius,
      ...(filled ? { color } : { borderColor: color, borderWidth: 0.6 }),
    })
  }
}

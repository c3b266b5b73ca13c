// Reads a PDF's text back the way a person reads it: the text items of page 1 (pdf.js through unpdf) put into
// lines by their baseline, left to right, within a part of the page, so a table row reads as one line.
import { getDocumentProxy } from 'unpdf'

type Item = { text: string; x: number; y: number }

export type PdfPage = {
  /** Every item of page 1 with its position in points from the bottom-left corner. */
  items: Item[]
  /** The page's lines between `fromX` and `toX` (the whole width by default), top to bottom. */
  lines: (fromX?: number, toX?: number) => string[]
}

export async function readPdfPage(bytes: ArrayBuffer): Promise<PdfPage> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const page = await document.getPage(1)
  const content = await page.getTextContent()
  const items: Item[] = []
  for (const item of content.items) {
    if ('str' in item && item.str.trim() !== '') {
      items.push({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number })
    }
  }
  return {
    items,
    lines(fromX = 0, toX = Number.POSITIVE_INFINITY) {
      const rows = new Map<number, Item[]>()
      for (const item of items.filter((candidate) => candidate.x >= fromX && candidate.x < toX)) {
        const key = Math.round(item.y)
        rows.set(key, [...(rows.get(key) ?? []), item])
      }
      return [...rows.entries()]
        .sort(([first], [second]) => second - first)
        .map(([, row]) =>
          row
            .sort((first, second) => first.x - second.x)
            .map((item) => item.text)
            .join(' '),
        )
    },
  }
}

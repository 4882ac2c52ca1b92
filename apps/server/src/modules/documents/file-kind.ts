import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from './names';

/** The formats SOE reads: spreadsheets become tables, the rest searchable text. */
export const DOCUMENT_KINDS = ['csv', 'xlsx', 'pdf', 'docx', 'txt', 'markdown'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The Content-Type each kind is served with; anything else goes out as an opaque download. */
export const SERVED_TYPE: Record<DocumentKind, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};
export const OPAQUE_TYPE = 'application/octet-stream';

export type Sniffed = { kind: DocumentKind; type: string } | { kind: null; type: string; reason: string };

const TEXT_EXTENSIONS: Record<string, DocumentKind> = {
  csv: 'csv',
  tsv: 'csv',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'txt',
  text: 'txt',
  '': 'txt',
};
const BINARY_EXTENSIONS: Record<string, DocumentKind> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx' };
const SUPPORTED = 'Upload a PDF, DOCX, XLSX, CSV, TXT or Markdown file.';

/**
 * Decides the format from the bytes (file-type reads magic numbers and, for
 * Office files, the zip's content types, with its own size limits), never from
 * the browser's declared type. Text formats have no magic number: those are
 * recognised by extension once the bytes are known to be text.
 */
export async function sniffDocument(bytes: Uint8Array, name: string): Promise<Sniffed> {
  const ext = extensionOf(name);
  if (bytes.byteLength === 0) return { kind: null, type: OPAQUE_TYPE, reason: 'The file is empty.' };
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected) {
    const kind = BINARY_EXTENSIONS[detected.ext];
    if (kind) return { kind, type: SERVED_TYPE[kind] };
    const claimed = BINARY_EXTENSIONS[ext];
    const reason = claimed
      ? `The file is named .${ext} but its content is not a ${ext.toUpperCase()} document.`
      : `Unsupported file type (${detected.ext.toUpperCase()}). ${SUPPORTED}`;
    return { kind: null, type: OPAQUE_TYPE, reason };
  }
  if (looksBinary(bytes)) {
    const claimed = BINARY_EXTENSIONS[ext];
    return {
      kind: null,
      type: OPAQUE_TYPE,
      reason: claimed
        ? `The file is named .${ext} but its content is not a ${ext.toUpperCase()} document; it may be damaged.`
        : `Unsupported file type. ${SUPPORTED}`,
    };
  }
  const kind = TEXT_EXTENSIONS[ext];
  if (kind) return { kind, type: SERVED_TYPE[kind] };
  return { kind: null, type: OPAQUE_TYPE, reason: `Unsupported file type (.${ext}). ${SUPPORTED}` };
}

/** Text files hold no NUL bytes (UTF-16 text, which does, is not accepted). */
function looksBinary(bytes: Uint8Array): boolean {
  const probe = bytes.subarray(0, 64 * 1024);
  return probe.includes(0);
}

import type { FieldType } from '../../connectors/schema';
import type { DocumentKind } from '../file-kind';

/** One cell as stored: numbers, text, booleans, dates as ISO text (revived by the field's type), or null. */
export type Cell = string | number | boolean | null;

export interface SheetField {
  name: string;
  type: Extract<FieldType, 'integer' | 'decimal' | 'date' | 'timestamp' | 'boolean' | 'text'>;
}

/** A sheet (or a CSV file) as a table: the header row gave the field names. */
export interface ExtractedSheet {
  name: string;
  fields: SheetField[];
  rows: Cell[][];
}

export interface ExtractedPassage {
  /** 1-based page for formats with pages (PDF). */
  page?: number;
  text: string;
}

export interface ExtractedDocument {
  passages: ExtractedPassage[];
  sheets: ExtractedSheet[];
  /** Shown with the document: pages, sheets, rows. */
  metadata: Record<string, number>;
}

export interface ExtractLimits {
  /** Total uncompressed bytes a DOCX/XLSX zip may expand to. */
  maxUncompressedBytes: number;
  /** Zip entries at most. */
  maxZipEntries: number;
  /** Cells over all sheets at most. */
  maxCells: number;
  /** Characters of extracted text kept for search at most. */
  maxTextChars: number;
}

export const DEFAULT_LIMITS: ExtractLimits = {
  maxUncompressedBytes: 256 * 1024 * 1024,
  maxZipEntries: 5_000,
  maxCells: 3_000_000,
  maxTextChars: 20_000_000,
};

/** A problem with the file itself, with a message meant for the user. */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}

export type Extractor = (
  bytes: Uint8Array,
  context: { name: string; limits: ExtractLimits },
) => Promise<ExtractedDocument>;
export type ExtractorRegistry = Record<DocumentKind, Extractor>;

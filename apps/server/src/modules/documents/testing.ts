import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Test fixtures built in code with maintained libraries (pdf-lib, exceljs,
 * JSZip) rather than binary files, plus a hand-made zip writer for zip bombs,
 * which no library will write on purpose.
 */

/** A PDF with one page per string (long strings wrap). */
export async function pdfBytes(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage();
    const lines = text.match(/.{1,80}(\s|$)/g) ?? [text];
    lines.forEach((line, i) => page.drawText(line.trim(), { x: 50, y: 740 - i * 16, size: 11, font }));
  }
  return doc.save();
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const documentXml = (paragraphs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('')}</w:body></w:document>`;

/** A minimal valid DOCX (content types, package relationships, the main document). */
export async function docxBytes(paragraphs: string[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file('word/document.xml', documentXml(paragraphs));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** An XLSX with the given sheets; the first row of each is its header. */
export async function xlsxBytes(sheets: Array<{ name: string; rows: unknown[][] }>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A DOCX whose word/document.xml inflates to `inflatedMb` megabytes of spaces
 * from about a kilobyte per megabyte: one deflate block of 1 MB, flushed so it
 * stands alone, repeated. With `lie`, the zip's headers declare a tiny size.
 */
export function docxZipBomb(options: { inflatedMb: number; lie?: boolean }): Uint8Array {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const data = Buffer.concat([...Array.from({ length: options.inflatedMb }, () => block), Buffer.from([0x03, 0x00])]);
  const size = options.lie ? 1000 : options.inflatedMb * 1024 * 1024;
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', deflated: data, size, crc: 0 },
  ]);
}

type ZipEntry = { name: string; data: Buffer } | { name: string; deflated: Buffer; size: number; crc: number };

/** A zip archive (deflate) written by hand, so sizes and CRCs are whatever the test says. */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = 'data' in entry ? zlib.deflateRawSync(entry.data) : entry.deflated;
    const size = 'data' in entry ? entry.data.length : entry.size;
    const crc = 'data' in entry ? crc32(entry.data) : entry.crc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

import yauzl from 'yauzl';
import { ExtractionError, type ExtractLimits } from './types';

/**
 * Zip bombs in DOCX/XLSX (security check 25, docs/security.md): before a library inflates the file,
 * every entry is inflated here as a stream and counted against a budget. The
 * central directory's declared sizes are checked first (cheap), and yauzl
 * stops an entry that inflates past its declared size, so a header that lies
 * is caught too. Nothing is kept: this only proves the expansion is bounded.
 */
export async function checkZipExpansion(
  bytes: Uint8Array,
  limits: Pick<ExtractLimits, 'maxUncompressedBytes' | 'maxZipEntries'>,
  what: string,
): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, file) =>
      error || !file ? reject(error) : resolve(file),
    ),
  ).catch(() => {
    throw new ExtractionError(`The ${what} file is damaged and could not be opened.`);
  });
  if (zip.entryCount > limits.maxZipEntries) {
    zip.close();
    throw new ExtractionError(`The ${what} file has too many parts (${zip.entryCount}); it looks like a zip bomb.`);
  }
  const tooBig = () =>
    new ExtractionError(
      `The ${what} file expands to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB when unpacked; it looks like a zip bomb.`,
    );
  let declared = 0;
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error instanceof ExtractionError ? error : new ExtractionError(`The ${what} file is damaged.`));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes) return fail(tooBig());
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error ?? new Error('unreadable entry'));
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > limits.maxUncompressedBytes) {
            stream.destroy();
            fail(tooBig());
          }
        });
        // yauzl reports 'too many bytes in the stream' when an entry inflates past its declared size.
        stream.on('error', (e: Error) => fail(/too many bytes|size/i.test(e.message) ? tooBig() : e));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

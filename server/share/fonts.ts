// The faces the share cards are drawn in: the site's own Noto Naskh Arabic (@fontsource, the face the certificate PDF
// prints in), as TrueType files resvg can read. Fontsource ships each subset as WOFF 1.0 (zlib-compressed tables,
// unwrapped here without a dependency) beside WOFF2. The Latin subset is renamed: its family name is the Arabic
// subset's, and resvg picks one face per family for a whole line, so a Latin word in an Arabic line would come out as
// empty boxes. Under their own names each run of a line names the face that has its letters (./cardText.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export const ARABIC_FAMILY = 'Card Naskh Arabic';
export const LATIN_FAMILY = 'Card Naskh Latin';

/** WOFF 1.0 → the sfnt (TrueType/OpenType) it wraps, with table `name` replaced when `names` is given. */
export function woffToSfnt(woff: Buffer, replaceName?: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    let data = compressed < original ? inflateSync(raw) : raw;
    if (replaceName && tag === 0x6e616d65) data = replaceName;
    return { tag, checksum: woff.readUInt32BE(at + 16), data };
  });
  const headerSize = 12 + 16 * count;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), 0));
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log += 1;
  }
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}

/** A `name` table (format 0, Windows Unicode English records only) naming a family and its weight. */
export function nameTable(family: string, weight: 400 | 700): Buffer {
  const style = weight === 700 ? 'Bold' : 'Regular';
  const records: [number, string][] = [
    [1, family],
    [2, style],
    [4, `${family} ${style}`],
    [6, `${family.replace(/\s+/g, '')}-${style}`],
  ];
  const strings = records.map(([, value]) => Buffer.from(value, 'utf16le').swap16());
  const header = Buffer.alloc(6 + 12 * records.length);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  records.forEach(([id], i) => {
    const at = 6 + 12 * i;
    header.writeUInt16BE(3, at); // Windows
    header.writeUInt16BE(1, at + 2); // Unicode BMP
    header.writeUInt16BE(0x409, at + 4); // English
    header.writeUInt16BE(id, at + 6);
    header.writeUInt16BE(strings[i]!.length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += strings[i]!.length;
  });
  return Buffer.concat([header, ...strings]);
}

const require = createRequire(import.meta.url);
let files: string[] | undefined;

/**
 * The card faces as TrueType files (resvg-js reads fonts from paths), written once per process to a folder named by
 * their content, so processes of one build share it and another build never reads a stale one.
 */
export function cardFontFiles(): string[] {
  if (files) return files;
  const source = path.join(path.dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json')), 'files');
  const faces = ([400, 700] as const).flatMap((weight) => [
    { name: `arabic-${weight}`, data: woffToSfnt(readFileSync(path.join(source, `noto-naskh-arabic-arabic-${weight}-normal.woff`)), nameTable(ARABIC_FAMILY, weight)) },
    { name: `latin-${weight}`, data: woffToSfnt(readFileSync(path.join(source, `noto-naskh-arabic-latin-${weight}-normal.woff`)), nameTable(LATIN_FAMILY, weight)) },
  ]);
  const digest = createHash('sha256');
  for (const face of faces) digest.update(face.data);
  const dir = path.join(os.tmpdir(), `share-card-fonts-${digest.digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  files = faces.map((face) => {
    const file = path.join(dir, `${face.name}.ttf`);
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, face.data);
    renameSync(partial, file);
    return file;
  });
  return files;
}

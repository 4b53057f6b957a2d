/**
 * A small PDF reader for tests: inflates the streams of a PDF written by pdfkit, decodes the text
 * shown with Tj/TJ through each font's ToUnicode map, and lists the embedded font names. Enough
 * to check that an export carries a text, without external tools.
 */
import zlib from 'node:zlib';

interface TObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, TObject> {
  const out = new Map<number, TObject>();
  const text = pdf.toString('latin1');
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2]!;
    const s = body.indexOf('stream');
    if (s < 0) {
      out.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, s);
    let start = m.index + m[0].indexOf(body) + s + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    let raw = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        raw = zlib.inflateSync(raw);
      } catch {
        raw = zlib.inflateSync(raw.subarray(0, raw.length - 1));
      }
    }
    out.set(Number(m[1]), { dict, stream: raw });
  }
  return out;
}

/** glyph id (hex) -> text, from a ToUnicode CMap. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string): string =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      const target = m[3]!;
      const width = m[1]!.length;
      if (target.startsWith('[')) {
        // A ligature's text is several code units, which pdfkit writes with a space (<0066 0069>);
        // a glyph without text is <>. Either skipped would shift every later glyph of the range.
        const items = [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((x) => x[1]!.replace(/\s+/g, ''));
        items.forEach((hex, i) => map.set((from + i).toString(16).padStart(width, '0'), utf16(hex)));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let g = from; g <= to; g++) map.set(g.toString(16).padStart(width, '0'), String.fromCharCode(base + g - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toLowerCase(), utf16(m[2]!));
  }
  return map;
}

export interface TPdfText {
  /** Text of every page, one string per page; lines separated by '\n'. */
  pages: string[];
  /** BaseFont names of the embedded fonts (subset tag removed). */
  fonts: string[];
}

export function pdfText(pdf: Buffer): TPdfText {
  const objs = objects(pdf);
  const ref = (dict: string, key: string): number | undefined => {
    const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
    return m ? Number(m[1]) : undefined;
  };
  const fonts = new Set<string>();
  const cmaps = new Map<number, Map<string, string>>();
  for (const [id, o] of objs) {
    const base = /\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(o.dict);
    if (base && /\/Type0/.test(o.dict)) {
      fonts.add(base[1]!);
      const tu = ref(o.dict, 'ToUnicode');
      const cm = tu !== undefined ? objs.get(tu)?.stream : undefined;
      if (cm) cmaps.set(id, parseCMap(cm.toString('latin1')));
    }
  }
  const pages: string[] = [];
  for (const o of objs.values()) {
    if (!/\/Type\s*\/Page\b/.test(o.dict)) continue;
    const resourcesId = ref(o.dict, 'Resources');
    const resources = resourcesId !== undefined ? (objs.get(resourcesId)?.dict ?? '') : o.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fontMap = new Map<string, Map<string, string>>();
    for (const m of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) fontMap.set(m[1]!, cmaps.get(Number(m[2])) ?? new Map());
    const contentsId = ref(o.dict, 'Contents');
    const content = contentsId !== undefined ? (objs.get(contentsId)?.stream?.toString('latin1') ?? '') : '';
    let current = new Map<string, string>();
    let page = '';
    let lastY = '';
    for (const m of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|[\d.-]+\s+([\d.-]+)\s+Tm|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g)) {
      if (m[1]) current = fontMap.get(m[1]) ?? new Map();
      else if (m[2] !== undefined) {
        if (lastY !== '' && m[2] !== lastY) page += '\n';
        lastY = m[2];
      } else {
        const hexes = m[3] !== undefined ? [m[3]] : [...(m[4] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!);
        for (const hex of hexes) for (const g of hex.match(/.{4}/g) ?? []) page += current.get(g.toLowerCase()) ?? '\uFFFD';
      }
    }
    pages.push(page);
  }
  return { pages, fonts: [...fonts] };
}

/**
 * HTML character references for the link-preview parser: decimal and hex numeric references (with
 * the HTML rules for 0, surrogates, out-of-range and the Windows-1252 C1 remapping) and the named
 * references a page title or description realistically uses (Latin-1, typography, arrows, symbols).
 * An unknown name stays as written, as browsers do.
 */

/** Latin-1 names in code-point order from U+00A0 to U+00FF. */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const OTHERS: Record<string, number> = {
  amp: 0x26, lt: 0x3c, gt: 0x3e, quot: 0x22, apos: 0x27, sol: 0x2f, colon: 0x3a, num: 0x23, excl: 0x21,
  OElig: 0x152, oelig: 0x153, Scaron: 0x160, scaron: 0x161, Yuml: 0x178, fnof: 0x192, circ: 0x2c6, tilde: 0x2dc,
  ensp: 0x2002, emsp: 0x2003, thinsp: 0x2009, zwnj: 0x200c, zwj: 0x200d, lrm: 0x200e, rlm: 0x200f,
  ndash: 0x2013, mdash: 0x2014, lsquo: 0x2018, rsquo: 0x2019, sbquo: 0x201a, ldquo: 0x201c, rdquo: 0x201d,
  bdquo: 0x201e, dagger: 0x2020, Dagger: 0x2021, bull: 0x2022, hellip: 0x2026, permil: 0x2030, prime: 0x2032,
  Prime: 0x2033, lsaquo: 0x2039, rsaquo: 0x203a, euro: 0x20ac, trade: 0x2122, larr: 0x2190, uarr: 0x2191,
  rarr: 0x2192, darr: 0x2193, harr: 0x2194, minus: 0x2212, infin: 0x221e, ne: 0x2260, le: 0x2264, ge: 0x2265,
  hearts: 0x2665, spades: 0x2660, clubs: 0x2663, diams: 0x2666, star: 0x2606, check: 0x2713,
  Alpha: 0x391, Beta: 0x392, Gamma: 0x393, Delta: 0x394, Omega: 0x3a9, alpha: 0x3b1, beta: 0x3b2, gamma: 0x3b3,
  delta: 0x3b4, pi: 0x3c0, mu: 0x3bc, sigma: 0x3c3, omega: 0x3c9,
};

const NAMED = new Map<string, number>([...LATIN1.split(' ').map((name, i) => [name, 0xa0 + i] as const), ...Object.entries(OTHERS)]);

/** HTML's remapping of numeric references 0x80-0x9F (Windows-1252); 0 = keep the code point. */
const C1 = [
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0, 0x17d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0, 0x17e, 0x178,
];

function fromNumeric(n: number): string {
  if (!Number.isFinite(n) || n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '\uFFFD';
  if (n >= 0x80 && n <= 0x9f && C1[n - 0x80]) return String.fromCodePoint(C1[n - 0x80]);
  return String.fromCodePoint(n);
}

const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

/** Text with every character reference replaced by its character. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, dec?: string, hexDigits?: string, name?: string) => {
    if (dec !== undefined) return fromNumeric(Number(dec));
    if (hexDigits !== undefined) return fromNumeric(parseInt(hexDigits, 16));
    const code = NAMED.get(name!);
    return code === undefined ? whole : String.fromCodePoint(code);
  });
}

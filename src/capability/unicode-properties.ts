/**
 * The code points a Unicode property escape matches (`\p{L}`, `\p{Script=Greek}`), for
 * pattern-safety: whether two classes share a character decides whether a repeated choice
 * between them is ambiguous (`(\p{L}|\d)*` splits a text one way, `(\p{L}|\w)*` in exponentially
 * many). The sets come from the running engine, so they follow its Unicode version. General_Category
 * and Script give each code point exactly one value, so one pass of a regular expression with a
 * group per value over every code point cuts both into runs (in Node 20 about 60 ms for the 30
 * categories and 130 ms for the scripts, once per process and only when a pattern names one). A
 * script this table does not list (one added to Unicode after it) is in no run, and its name is
 * not looked up here. Any, ASCII and Assigned follow from their definitions. Every other property
 * (Script_Extensions, binary ones such as Alphabetic) would take a pass of its own: its set is not
 * told (undefined), and pattern-safety reads it as any character, which can only find more overlap.
 */

/** General_Category values: the two-letter code first, then the aliases ECMAScript accepts for it (PropertyValueAliases.txt). */
const CATEGORIES = [
  'Lu Uppercase_Letter', 'Ll Lowercase_Letter', 'Lt Titlecase_Letter', 'Lm Modifier_Letter', 'Lo Other_Letter',
  'Mn Nonspacing_Mark', 'Mc Spacing_Mark', 'Me Enclosing_Mark',
  'Nd Decimal_Number digit', 'Nl Letter_Number', 'No Other_Number',
  'Pc Connector_Punctuation', 'Pd Dash_Punctuation', 'Ps Open_Punctuation', 'Pe Close_Punctuation', 'Pi Initial_Punctuation', 'Pf Final_Punctuation', 'Po Other_Punctuation',
  'Sm Math_Symbol', 'Sc Currency_Symbol', 'Sk Modifier_Symbol', 'So Other_Symbol',
  'Zs Space_Separator', 'Zl Line_Separator', 'Zp Paragraph_Separator',
  'Cc Control cntrl', 'Cf Format', 'Cs Surrogate', 'Co Private_Use', 'Cn Unassigned',
].map((line) => line.split(' '));

/** The General_Category groups: their names, and the codes of the values they hold. */
const CATEGORY_GROUPS: readonly [string[], string[]][] = [
  [['L', 'Letter'], ['Lu', 'Ll', 'Lt', 'Lm', 'Lo']],
  [['LC', 'Cased_Letter'], ['Lu', 'Ll', 'Lt']],
  [['M', 'Mark', 'Combining_Mark'], ['Mn', 'Mc', 'Me']],
  [['N', 'Number'], ['Nd', 'Nl', 'No']],
  [['P', 'Punctuation', 'punct'], ['Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po']],
  [['S', 'Symbol'], ['Sm', 'Sc', 'Sk', 'So']],
  [['Z', 'Separator'], ['Zs', 'Zl', 'Zp']],
  [['C', 'Other'], ['Cc', 'Cf', 'Cs', 'Co', 'Cn']],
];

/** Script values (Unicode 16, and those of 17 that ICU 78 knows): the four-letter code first, then its other names. */
const SCRIPTS = [
  'Adlm Adlam', 'Aghb Caucasian_Albanian', 'Ahom', 'Arab Arabic', 'Armi Imperial_Aramaic', 'Armn Armenian', 'Avst Avestan', 'Bali Balinese', 'Bamu Bamum', 'Bass Bassa_Vah', 'Batk Batak',
  'Beng Bengali', 'Berf Beria_Erfe', 'Bhks Bhaiksuki', 'Bopo Bopomofo', 'Brah Brahmi', 'Brai Braille', 'Bugi Buginese', 'Buhd Buhid', 'Cakm Chakma', 'Cans Canadian_Aboriginal', 'Cari Carian',
  'Cham', 'Cher Cherokee', 'Chrs Chorasmian', 'Copt Coptic Qaac', 'Cpmn Cypro_Minoan', 'Cprt Cypriot', 'Cyrl Cyrillic', 'Deva Devanagari', 'Diak Dives_Akuru', 'Dogr Dogra', 'Dsrt Deseret',
  'Dupl Duployan', 'Egyp Egyptian_Hieroglyphs', 'Elba Elbasan', 'Elym Elymaic', 'Ethi Ethiopic', 'Gara Garay', 'Geor Georgian', 'Glag Glagolitic', 'Gong Gunjala_Gondi', 'Gonm Masaram_Gondi',
  'Goth Gothic', 'Gran Grantha', 'Grek Greek', 'Gujr Gujarati', 'Gukh Gurung_Khema', 'Guru Gurmukhi', 'Hang Hangul', 'Hani Han', 'Hano Hanunoo', 'Hatr Hatran', 'Hebr Hebrew', 'Hira Hiragana',
  'Hluw Anatolian_Hieroglyphs', 'Hmng Pahawh_Hmong', 'Hmnp Nyiakeng_Puachue_Hmong', 'Hung Old_Hungarian', 'Ital Old_Italic', 'Java Javanese', 'Kali Kayah_Li', 'Kana Katakana', 'Kawi',
  'Khar Kharoshthi', 'Khmr Khmer', 'Khoj Khojki', 'Kits Khitan_Small_Script', 'Knda Kannada', 'Krai Kirat_Rai', 'Kthi Kaithi', 'Lana Tai_Tham', 'Laoo Lao', 'Latn Latin', 'Lepc Lepcha',
  'Limb Limbu', 'Lina Linear_A', 'Linb Linear_B', 'Lisu', 'Lyci Lycian', 'Lydi Lydian', 'Mahj Mahajani', 'Maka Makasar', 'Mand Mandaic', 'Mani Manichaean', 'Marc Marchen', 'Medf Medefaidrin',
  'Mend Mende_Kikakui', 'Merc Meroitic_Cursive', 'Mero Meroitic_Hieroglyphs', 'Mlym Malayalam', 'Modi', 'Mong Mongolian', 'Mroo Mro', 'Mtei Meetei_Mayek', 'Mult Multani', 'Mymr Myanmar',
  'Nagm Nag_Mundari', 'Nand Nandinagari', 'Narb Old_North_Arabian', 'Nbat Nabataean', 'Newa', 'Nkoo Nko', 'Nshu Nushu', 'Ogam Ogham', 'Olck Ol_Chiki', 'Onao Ol_Onal', 'Orkh Old_Turkic',
  'Orya Oriya', 'Osge Osage', 'Osma Osmanya', 'Ougr Old_Uyghur', 'Palm Palmyrene', 'Pauc Pau_Cin_Hau', 'Perm Old_Permic', 'Phag Phags_Pa', 'Phli Inscriptional_Pahlavi', 'Phlp Psalter_Pahlavi',
  'Phnx Phoenician', 'Plrd Miao', 'Prti Inscriptional_Parthian', 'Rjng Rejang', 'Rohg Hanifi_Rohingya', 'Runr Runic', 'Samr Samaritan', 'Sarb Old_South_Arabian', 'Saur Saurashtra',
  'Sgnw SignWriting', 'Shaw Shavian', 'Shrd Sharada', 'Sidd Siddham', 'Sidt Sidetic', 'Sind Khudawadi', 'Sinh Sinhala', 'Sogd Sogdian', 'Sogo Old_Sogdian', 'Sora Sora_Sompeng', 'Soyo Soyombo',
  'Sund Sundanese', 'Sunu Sunuwar', 'Sylo Syloti_Nagri', 'Syrc Syriac', 'Tagb Tagbanwa', 'Takr Takri', 'Tale Tai_Le', 'Talu New_Tai_Lue', 'Taml Tamil', 'Tang Tangut', 'Tavt Tai_Viet',
  'Tayo Tai_Yo', 'Telu Telugu', 'Tfng Tifinagh', 'Tglg Tagalog', 'Thaa Thaana', 'Thai', 'Tibt Tibetan', 'Tirh Tirhuta', 'Tnsa Tangsa', 'Todr Todhri', 'Tols Tolong_Siki', 'Toto',
  'Tutg Tulu_Tigalari', 'Ugar Ugaritic', 'Vaii Vai', 'Vith Vithkuqi', 'Wara Warang_Citi', 'Wcho Wancho', 'Xpeo Old_Persian', 'Xsux Cuneiform', 'Yezi Yezidi', 'Yiii Yi', 'Zanb Zanabazar_Square',
  'Zinh Inherited Qaai', 'Zyyy Common', 'Zzzz Unknown',
].map((line) => line.split(' '));

/** Properties of strings (the `v` flag only): each matches sequences of code points (an emoji with its modifiers), not one character. */
export const STRING_PROPERTIES: ReadonlySet<string> = new Set([
  'Basic_Emoji', 'Emoji_Keycap_Sequence', 'RGI_Emoji_Modifier_Sequence', 'RGI_Emoji_Flag_Sequence', 'RGI_Emoji_Tag_Sequence', 'RGI_Emoji_ZWJ_Sequence', 'RGI_Emoji',
]);

const MAX_CODE_POINT = 0x10ffff;
/** The text of everyCodePoint: code points below the surrogates, then the rest of the BMP, then two units each. */
const BMP_UNITS = 0xf800;

/** Every code point but the surrogates, in order, as one string (2.2 million code units). */
function everyCodePoint(): string {
  const units = new Uint16Array(BMP_UNITS + 2 * (MAX_CODE_POINT - 0xffff));
  for (let c = 0; c < 0xd800; c++) units[c] = c;
  for (let c = 0xe000; c <= 0xffff; c++) units[c - 0x800] = c;
  for (let c = 0x10000, at = BMP_UNITS; c <= MAX_CODE_POINT; c++, at += 2) {
    units[at] = 0xd800 + ((c - 0x10000) >> 10);
    units[at + 1] = 0xdc00 + ((c - 0x10000) & 0x3ff);
  }
  return Buffer.from(units.buffer).toString('utf16le');
}

/** The code point at a code unit offset of everyCodePoint's text (either unit of a pair). */
function codePointAt(offset: number): number {
  if (offset < 0xd800) return offset;
  if (offset < BMP_UNITS) return offset + 0x800;
  return 0x10000 + ((offset - BMP_UNITS) >> 1);
}

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * The code points of each value of a property that gives every code point one value, by the
 * value's first name: the runs one pass over every code point finds, each value the engine knows a
 * group of its own (`(\p{gc=Lu}+)|(\p{gc=Ll}+)|…`). A run that spans the surrogates is cut around them; the
 * surrogates, which no text of code points holds, are asked one of each kind.
 */
function partition(table: readonly string[][], property: string): Map<string, number[]> {
  const escape = (v: string[]) => `\\p{${property}=${v[0]}}`;
  // An engine older than the table knows fewer scripts: a pattern cannot name the others, and their code points are in no run.
  const values = table.filter((v) => compiles(escape(v)));
  const runs = new Map<string, number[]>(values.map((v) => [v[0], []]));
  const text = everyCodePoint();
  const re = new RegExp(values.map((v) => `(${escape(v)}+)`).join('|'), 'gu');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let k = 1;
    while (m[k] === undefined) k++;
    const into = runs.get(values[k - 1][0])!;
    const lo = codePointAt(m.index);
    const hi = codePointAt(re.lastIndex - 1);
    if (lo < 0xd800 && hi > 0xdfff) into.push(lo, 0xd7ff, 0xe000, hi);
    else into.push(lo, hi);
  }
  for (const v of values) {
    const one = new RegExp(`^${escape(v)}$`, 'u');
    const into = runs.get(v[0])!;
    if (one.test('\ud800')) into.push(0xd800, 0xdbff);
    if (one.test('\udfff')) into.push(0xdc00, 0xdfff);
  }
  return runs;
}

/** Sorted, merged [lo, hi] pairs from pairs that do not overlap. */
function merged(pairs: number[]): number[] {
  const sorted: [number, number][] = [];
  for (let i = 0; i < pairs.length; i += 2) sorted.push([pairs[i], pairs[i + 1]]);
  sorted.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of sorted) {
    if (out.length > 0 && lo <= out[out.length - 1] + 1) out[out.length - 1] = Math.max(out[out.length - 1], hi);
    else out.push(lo, hi);
  }
  return out;
}

let categoryRuns: Map<string, number[]> | undefined;
let scriptRuns: Map<string, number[]> | undefined;
/** Each name's set, once computed (the names are those of the tables above: a bounded number). */
const known = new Map<string, number[]>();

/** The two-letter codes a General_Category name stands for, or undefined when it names none. */
function categoryCodes(name: string): string[] | undefined {
  const value = CATEGORIES.find((names) => names.includes(name));
  if (value) return [value[0]];
  return CATEGORY_GROUPS.find(([names]) => names.includes(name))?.[1];
}

function categorySet(name: string): number[] | undefined {
  const codes = categoryCodes(name);
  if (!codes) return undefined;
  categoryRuns ??= partition(CATEGORIES, 'General_Category');
  return merged(codes.flatMap((c) => categoryRuns!.get(c)!));
}

function scriptSet(name: string): number[] | undefined {
  const script = SCRIPTS.find((names) => names.includes(name));
  if (!script) return undefined;
  scriptRuns ??= partition(SCRIPTS, 'Script');
  const runs = scriptRuns.get(script[0]);
  return runs && merged(runs);
}

/** The complement of a set (sorted, disjoint [lo, hi] pairs, flattened) within 0..max. */
export function complement(set: readonly number[], max: number): number[] {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < set.length; i += 2) {
    if (set[i] > next) out.push(next, set[i] - 1);
    next = set[i + 1] + 1;
  }
  if (next <= max) out.push(next, max);
  return out;
}

/**
 * The code points `\p{…}` matches, sorted [lo, hi] pairs flattened, `name` as written between the
 * braces of a valid pattern (`L`, `gc=Lu`, `General_Category=Letter`, `Script=Greek`, `sc=Grek`,
 * `Any`, `ASCII`, `Assigned`); undefined for a property whose set is not told here.
 */
export function propertyCodePoints(name: string): number[] | undefined {
  const cached = known.get(name);
  if (cached) return cached;
  const eq = name.indexOf('=');
  const key = eq < 0 ? undefined : name.slice(0, eq);
  const value = eq < 0 ? name : name.slice(eq + 1);
  let set: number[] | undefined;
  if (key === undefined || key === 'General_Category' || key === 'gc') set = categorySet(value);
  else if (key === 'Script' || key === 'sc') set = scriptSet(value);
  if (key === undefined && set === undefined) {
    if (value === 'Any') set = [0, MAX_CODE_POINT];
    else if (value === 'ASCII') set = [0, 0x7f];
    else if (value === 'Assigned') set = complement(categorySet('Cn')!, MAX_CODE_POINT);
  }
  if (set) known.set(name, set);
  return set;
}

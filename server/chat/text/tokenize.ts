import { synonymGroups, phrases } from "./synonyms";

// One normaliser for passages and questions: lower case, accents folded,
// phrases rewritten, light stemming, synonyms folded, and dates, day numbers
// and prices turned into terms a question can meet ("day 3", "Nov 24", "$95").

export const stopwords: ReadonlySet<string> = new Set(
  (
    "a an the and or but of to in on at for from with by about as into over after before is are was were be been being " +
    "do does did doing have has had having i me my we us our you your he she his him her hers it its they them their this that these those " +
    "there here what which who whom whose how why where can could should would will shall may might must need " +
    "any some much many more most very just also too so than then there's what's whats it's its' i'm im " +
    "please tell know let get got go going went gone want like trip guys folks anyone someone thing things really yes no not " +
    "hi hello hey thanks thank rupa goat is it ok okay up out if all each other one long " +
    "use used uses using need needs take takes taking off make come came coming see wat whats wht " +
    "november october december month ride ask asks asked asking wonder wondering question quick curious " +
    "happen happens happening option options available name info information details detail bring " +
    "mean means meaning anything something everything else elses somebody anybody visit visiting turn turning " +
    "asap somehow now never nothing mine yours ours crazy insane epic dope gorgeous stunning formal needed worth best better good great nice recommended recommend show give way last once ready activity activities stuff plan plans agenda without spot spots bit realistically roughly approximately anywhere nearby pick choose ever fine finally actually actual exactly told rude impolite disrespectful fancy posh cool awesome amazing round version versions feel feeling quickly everywhere somewhere running part mentioned mentions box rough between sort marked labelled labeled tagged flagged " +
    // What is left of "don't", "isn't" and the like once the apostrophe splits them.
    "don doesn didn isn aren wasn weren haven hasn couldn shouldn wouldn t m ll re ve"
  ).split(/\s+/),
);

/** Synonyms are looked up by the word as written and by its stem, so "charges" finds "charge". */
const canonicalOf = new Map(
  Object.entries(synonymGroups).flatMap(([canonical, words]) =>
    words.flatMap((word) => [[word, canonical] as const, [stem(word), canonical] as const]),
  ),
);

const months: Record<string, string> = {
  nov: "nov", november: "nov", dec: "dec", december: "dec", oct: "oct", october: "oct",
};

const ordinalDays = Object.entries({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, last: 9,
}).map(([word, number]) => [new RegExp(`\\b${word} day\\b`, "g"), ` day${number} when `] as const);

/** Plural and verb endings off, conservatively: a wrong stem costs recall, a clash costs precision. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ing") && word.length > 5) return dropFinalE(word.slice(0, -3));
  if (word.endsWith("ed") && word.length > 4 && !word.endsWith("eed")) return dropFinalE(word.slice(0, -2));
  if (word.endsWith("es") && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is|as)$/.test(word)) return dropFinalE(word.slice(0, -1));
  return dropFinalE(word);
}

/** "include", "includes", "included" and "including" all end as "includ". */
function dropFinalE(word: string): string {
  return word.length > 4 && word.endsWith("e") ? word.slice(0, -1) : word;
}

export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

function rewrite(text: string): string {
  let result = ` ${foldAccents(text).toLowerCase().replace(/[’‘]/g, "'")} `;
  // Prices and clock times say what kind of fact a sentence holds.
  result = result.replace(/\$\s?(\d[\d,]*)/g, " cost $1 ").replace(/(\d+)\s?(?:usd|dollars?)\b/g, " cost $1 ");
  // "9,000 lanes" is the 9000 a guest types.
  result = result.replace(/\b(\d{1,3}),(\d{3})\b/g, "$1$2");
  result = result.replace(/\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b/g, " when $1$3 ");
  result = result.replace(/\b(\d{1,2}):(\d{2})\b/g, " when $1 ");
  result = result.replace(/(\d)\s?°\s?c?\b/g, "$1 degree ");
  result = result.replace(/\b(\d+)\s?v\b/g, " $1v ");
  result = result.replace(/\bday\s?#?\s?(\d)\b/g, " day$1 when ");
  for (const [pattern, replacement] of ordinalDays) result = result.replace(pattern, replacement);
  result = result.replace(
    /\b(nov(?:ember)?|dec(?:ember)?|oct(?:ober)?)\.?\s?(\d{1,2})(?:st|nd|rd|th)?\b/g,
    (_, month: string, date: string) => ` ${months[month]}${Number(date)} when `,
  );
  result = result.replace(
    /\b(\d{1,2})(?:st|nd|rd|th)?\s(?:of\s)?(nov(?:ember)?|dec(?:ember)?|oct(?:ober)?)\b/g,
    (_, date: string, month: string) => ` ${months[month]}${Number(date)} when `,
  );
  for (const [pattern, replacement] of phrases) result = result.replace(pattern, replacement);
  return result;
}

/** The terms of a text, in order, repeats kept (BM25 counts them). */
export function tokenize(text: string): string[] {
  const words = rewrite(text)
    .replace(/'s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const terms: string[] = [];
  for (const word of words) {
    if (stopwords.has(word)) continue;
    const stemmed = stem(word);
    const term = canonicalOf.get(word) ?? canonicalOf.get(stemmed) ?? stemmed;
    // "Seeing" is "see", a stopword once stemmed.
    if (term === stemmed && stopwords.has(stemmed)) continue;
    terms.push(term);
  }
  return terms;
}

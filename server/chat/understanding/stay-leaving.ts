import { stays } from "../../../app/content/stays";
import { tokenize } from "../text/tokenize";
import { leavingDay, stayMeant, stayTerms } from "./stay-meant";

/**
 * "When do we leave the villa?", "what time are we leaving the camp tmrw?": leaving a stay names no
 * activity, so the words "leave" and "villa" find the wrong one ("You will leave softer..." at the
 * hammam). "Check out" is left to the villa's own check-out time.
 */
const leavingPlace =
  /\b(?:leave|leaving|left|depart|departing|departs?\s+from|moving out of|move out of|get out of|head(?:ing)? out of|pull(?:ing)? out of)\s+(?!for\b|to\b|towards?\b)(?:the |our |this |that )?([a-z]+(?: [a-z]+){0,2})/;

/** Town words two stays share ("marrakech", "medina"), which name neither. */
const sharedWords: ReadonlySet<string> = new Set(tokenize("marrakech medina"));

/** The stay a guest asks when we leave (the one the words mean on the day asked), and the day we do. */
export function stayLeft(normal: string, today: number | undefined): { stay: string; day: number } | undefined {
  const words = leavingPlace.exec(normal)?.[1];
  // "When do we leave the villa for dinner?": setting out for an outing, not leaving the stay.
  if (!words || /\b(?:for|to)\b/.test(words)) return undefined;
  // "The riad in fes tomorrow": the words that name some stay, up to the first that names none.
  const named: string[] = [];
  for (const term of tokenize(words)) {
    if (sharedWords.has(term)) continue;
    if (!stays.some((stay) => stayTerms(stay).has(term))) break;
    named.push(term);
  }
  if (named.length === 0) return undefined;
  const stay = stayMeant(named, today);
  return stay ? { stay: stay.title, day: leavingDay(stay) } : undefined;
}

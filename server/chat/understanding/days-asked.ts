/**
 * "What time's dinner tonight and what time do we leave tomorrow?", "whats on day 8? and day 9?": a question asks of
 * one day only, so a later clause naming another day is a question of its own; a clause that is only a day ("and day
 * 9?", "and tuesday") asks the clause before it again, of that day.
 */

/** The day a clause names, and the clause without the words that named it. */
export interface DayNamed {
  day: number;
  span: string;
}

/** Where a clause may end: a question mark, or "and" before another question. */
const clauseEnd = /(?<=\?)\s+|\s*[,;]?\s+(?:and|&|\+)\s+(?=(?:what|whats|what's|when|where|how|which|who|is|are|do|does|did|can|will|should|anything)\b)/;

/** "And day 9?", "& tuesday": what is left once the day is taken out, when nothing else is asked. */
const onlyLinkWords = /^(?:and|&|\+|,|what about|how about|on|the|also|then|[?!.\s])*$/;

/** "...on monday and tuesday": a trailing day added to the clause before it. */
const trailingDay = /\s+(?:and|&|\+)\s+((?:on )?(?:the )?[a-z0-9']+(?: [a-z0-9']+)?)\s*[?!.]*$/;

/** "Between day 3 and day 5", "from the 21st to the 30th": a span of days, asked as one. */
const spanOfDays = /\b(?:between|from)\b/;

/** Asks something, rather than telling the guest's own plans ("I land on the 22nd and leave on the 28th"). */
const asks = /^(?:what|whats|what's|when|where|how|which|who|is|are|do|does|did|can|will|should|anything|any)\b|\?\s*$/;

export function splitByDay(text: string, dayIn: (clause: string) => DayNamed | undefined): string[] {
  const lowered = text.toLowerCase();
  if (spanOfDays.test(lowered)) return [text];
  const clauses = splitClauses(text);
  if (clauses.length < 2 || !asks.test(clauses[0]!.toLowerCase().trim())) return [text];
  const questions: string[] = [clauses[0]!];
  let askedDay = dayIn(clauses[0]!);
  for (const clause of clauses.slice(1)) {
    const named = dayIn(clause);
    const last = questions.length - 1;
    const onlyTheDay = named !== undefined && onlyLinkWords.test(clause.toLowerCase().replace(named.span, " "));
    // "...? need one today": a day the guest tells of, not one asked about.
    if (!named || named.day === askedDay?.day || !(onlyTheDay || asks.test(clause.toLowerCase()))) {
      questions[last] = `${questions[last]} and ${clause}`;
      continue;
    }
    if (onlyTheDay && !askedDay) return [text];
    questions.push(onlyTheDay ? questions[last]!.replace(askedDay!.span, named.span) : clause);
    askedDay = named;
  }
  return questions.length > 1 ? questions : [text];
}

/** The question's clauses, with a trailing day ("...on monday and tuesday") a clause of its own. */
function splitClauses(text: string): string[] {
  const clauses = text.split(clauseEnd).map((clause) => clause.trim()).filter((clause) => /\w/.test(clause));
  const last = clauses.at(-1);
  const trailing = last ? trailingDay.exec(last) : undefined;
  if (!last || !trailing) return clauses;
  return [...clauses.slice(0, -1), last.slice(0, trailing.index), trailing[1]!];
}

import type { Conversion } from "./question";

const dirhams = "(?:dirhams?|dhs?|mad)";
const dollars = "(?:dollars?|bucks?|usd)";
/** "500 dirhams is like how many usd": the guest's hedge before the question. */
const roughly = "(?:like |about |roughly )?";

/** "500 dirhams in dollars", "how many dirhams is 20 bucks", "$20 in dirhams": an amount to change into the other currency. */
const asked: [RegExp, Conversion["from"]][] = [
  [new RegExp(`(\\d[\\d,]*) ?${dirhams}\\b.*\\b(?:in|to|into|as|is|=)\\s*${roughly}(?:how many |how much )?(?:${dollars}|\\$)`), "MAD"],
  [new RegExp(`\\b(?:how many|how much)\\s*(?:in )?${dollars}\\b.*?(\\d[\\d,]*) ?${dirhams}\\b`), "MAD"],
  [new RegExp(`(?:\\$ ?(\\d[\\d,]*)|(\\d[\\d,]*) ?${dollars}\\b).*\\b(?:in|to|into|as|is|=)\\s*${roughly}(?:how many |how much )?${dirhams}\\b`), "USD"],
  [new RegExp(`\\b(?:how many|how much)\\s*(?:in )?${dirhams}\\b.*?(?:\\$ ?(\\d[\\d,]*)|(\\d[\\d,]*) ?${dollars}\\b)`), "USD"],
];

export function readConversion(text: string): Conversion | undefined {
  for (const [pattern, from] of asked) {
    const match = pattern.exec(text);
    const figure = match?.slice(1).find(Boolean);
    if (figure) return { amount: Number(figure.replace(/,/g, "")), from };
  }
  return undefined;
}

// Splits an assistant reply into text and links. Only same-site paths and
// http(s) addresses become links; everything else stays plain text, and the
// widget renders parts as React nodes, never as HTML.

export type ReplyPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; internal: boolean };

const markdownLink = /\[([^\]\n]{1,80})\]\(([^)\s]{1,300})\)/;
const bareUrl = /https?:\/\/[^\s)<>"']+[^\s)<>"'.,;:!?]/;
const sitePath = /(?<![\w/])\/(?:day\/\d|dinners|accommodations|budget|faq|map|transportation|gallery)\b(?!\/)/;
const anyLink = new RegExp(`${markdownLink.source}|${bareUrl.source}|${sitePath.source}`, "g");

export function safeHref(href: string): { href: string; internal: boolean } | undefined {
  if (/^\/(?!\/)[\w\-/#?=&.%]*$/.test(href)) return { href, internal: true };
  if (/^https?:\/\//i.test(href) && URL.canParse(href)) return { href: new URL(href).href, internal: false };
  return undefined;
}

export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += text;
    else parts.push({ kind: "text", text });
  };
  let position = 0;
  for (const match of reply.matchAll(anyLink)) {
    pushText(reply.slice(position, match.index));
    position = match.index + match[0].length;
    const [whole, label, target] = match;
    const safe = safeHref(target ?? whole);
    if (safe) parts.push({ kind: "link", text: label ?? whole, ...safe });
    else pushText(label ?? whole);
  }
  pushText(reply.slice(position));
  return parts;
}

import { Link } from "react-router";
import { replyParts } from "./reply-parts";

/** A reply with its links made clickable: same-site paths through the router, outside ones in a new tab. */
export function MessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <>
      {replyParts(text).map((part, index) => {
        if (part.kind === "text") return <span key={index}>{part.text}</span>;
        const className = "font-semibold text-majorelle underline underline-offset-2 hover:no-underline";
        return part.internal ? (
          <Link key={index} to={part.href} className={className} onClick={onNavigate}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} className={className} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        );
      })}
    </>
  );
}

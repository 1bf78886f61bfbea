import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const modulePreload = /<link rel="modulepreload"/g;
const lowPriorityModulePreload = '<link rel="modulepreload" fetchpriority="low"';
const headEnd = "</head>";

/**
 * Marks the head's `<link rel="modulepreload">` tags (written by React Router's
 * `<Scripts>`, which takes no priority option) `fetchpriority="low"`. Every
 * page arrives complete as HTML and reads without JavaScript, so on a slow
 * phone the stylesheet, fonts and pictures should win the bandwidth and the
 * hydration scripts follow; at their default High priority they competed with
 * the first paint.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  // Text held back because a tag may be cut between two chunks.
  let held = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const text = held + decoder.write(chunk);
      const end = text.indexOf(headEnd);
      if (end !== -1) {
        inHead = false;
        held = "";
        const cut = end + headEnd.length;
        return callback(null, text.slice(0, cut).replace(modulePreload, lowPriorityModulePreload) + text.slice(cut));
      }
      // Everything before the last "<" holds only whole tags.
      const lastTagStart = text.lastIndexOf("<");
      const safe = lastTagStart === -1 ? text : text.slice(0, lastTagStart);
      held = text.slice(safe.length);
      callback(null, safe.replace(modulePreload, lowPriorityModulePreload));
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, inHead ? rest.replace(modulePreload, lowPriorityModulePreload) : rest);
    },
  });
}

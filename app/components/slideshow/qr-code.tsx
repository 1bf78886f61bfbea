import { encode } from "uqr";

/** A QR code drawn as one SVG path (dark modules on a white quiet zone). */
export function QrCode({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className={className} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#1f1a17" />
    </svg>
  );
}

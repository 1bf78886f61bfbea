import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useOnline } from "./use-online";

/** Said plainly, where a feature cannot work without a network: shown only while offline. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="needs-connection"
      className="flex items-start gap-2 rounded-xl border border-terracotta-dark/30 bg-white px-4 py-3 text-ink"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-dark" />
      <span>{children}</span>
    </p>
  );
}

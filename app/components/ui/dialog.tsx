import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

/** A centred modal with a title and optional description; focus is trapped and Escape closes it. */
export function ModalDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Opened without a Radix trigger: says where focus returns on close (else Radix's own choice). */
  onClosed?: () => void;
}) {
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (!props.onClosed) return;
            event.preventDefault();
            props.onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-sand p-6 shadow-card"
        >
          <RadixDialog.Title className="text-2xl font-bold">{props.title}</RadixDialog.Title>
          {props.description ? (
            <RadixDialog.Description className="mt-2 text-ink-soft">{props.description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{props.title}</RadixDialog.Description>
          )}
          <div className="mt-4">{props.children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

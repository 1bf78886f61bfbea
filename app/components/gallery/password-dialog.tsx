import { useId } from "react";
import { ModalDialog } from "../ui/dialog";

/** Asks for the deletion password; Continue works only with something typed, and Enter submits. */
export function PasswordDialog(props: {
  open: boolean;
  password: string;
  verifying: boolean;
  onPasswordChange: (password: string) => void;
  onSubmit: () => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed (no Radix trigger opened it). */
  onClosed: () => void;
}) {
  const fieldId = useId();
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Enter Password"
      description="Deleting photos needs the host's password."
      onClosed={props.onClosed}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (props.password.length > 0 && !props.verifying) props.onSubmit();
        }}
        className="grid gap-4"
      >
        <div className="grid gap-1">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Password
          </label>
          <input
            id={fieldId}
            type="password"
            autoComplete="current-password"
            value={props.password}
            onChange={(event) => props.onPasswordChange(event.target.value)}
            className="min-h-11 rounded-lg border border-ink-soft/40 bg-white px-3"
          />
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => props.onOpenChange(false)}
            className="min-h-11 rounded-full border border-ink-soft/40 px-5 font-semibold"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={props.password.length === 0 || props.verifying}
            className="min-h-11 rounded-full bg-majorelle px-5 font-semibold text-white disabled:opacity-60"
          >
            {props.verifying ? "Verifying..." : "Continue"}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

import { useState } from "react";
import { toast } from "../ui/toast";
import { ApiError, apiRequest } from "~/lib/api-client";

/**
 * Normal -> password dialog -> (verified) selection mode -> delete or cancel
 * -> normal, with the selection and the password cleared on the way out.
 */
export function useDeletion(onDeleted: () => Promise<void>) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [verifying, setVerifying] = useState(false);
  const [selectionMode, setSelectionMode] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [deleting, setDeleting] = useState(false);

  const reset = () => {
    setSelectionMode(false);
    setSelectedIds([]);
    setPassword("");
  };

  async function verify() {
    setVerifying(true);
    try {
      await apiRequest("POST", "/api/photos/verify-password", { password });
      setDialogOpen(false);
      setSelectionMode(true);
      toast({ title: "Selection Mode", description: "Click photos to select them for deletion" });
    } catch (error) {
      const incorrect = error instanceof ApiError && error.status === 401;
      toast({
        title: "Error",
        description: incorrect ? "Incorrect password. Please try again." : "Failed to verify password. Please try again.",
        variant: "destructive",
      });
    } finally {
      setVerifying(false);
    }
  }

  async function deleteSelected() {
    setDeleting(true);
    try {
      await Promise.all(selectedIds.map((id) => apiRequest("DELETE", `/api/photos/${id}`, { password })));
      toast({ title: "Success", description: `${selectedIds.length} item(s) deleted successfully` });
    } catch {
      toast({ title: "Error", description: "Failed to delete photos. Please try again.", variant: "destructive" });
    } finally {
      setDeleting(false);
      reset();
      await onDeleted();
    }
  }

  return {
    dialogOpen,
    password,
    verifying,
    selectionMode,
    selectedIds,
    deleting,
    setPassword,
    openDialog: () => setDialogOpen(true),
    closeDialog: () => {
      setDialogOpen(false);
      setPassword("");
    },
    verify,
    toggle: (id: number) =>
      setSelectedIds((ids) => (ids.includes(id) ? ids.filter((selected) => selected !== id) : [...ids, id])),
    deleteSelected,
    cancel: reset,
  };
}

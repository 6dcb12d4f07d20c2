import { useState, type ReactElement, type ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";

interface FormDialogProps {
  /** Omitted for a dialog opened from elsewhere (an address), which then passes `open`. */
  trigger?: ReactElement;
  title: string;
  description: string;
  /** Rendered only while open: closing unmounts the form, so the next opening starts afresh (docs/product.md §4). */
  children: (close: () => void) => ReactNode;
  className?: string;
  /** Controlled from outside, e.g. opened by the page's search params; otherwise the trigger opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function FormDialog({ trigger, title, description, children, className, ...control }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = control.open ?? ownOpen;
  const setOpen = control.onOpenChange ?? setOwnOpen;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";

interface PlayerDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseTitle: string;
  children: ReactNode;
}

/** Phones: the lesson sidebar as a sheet from the left, over the lesson. */
export function PlayerDrawer({ open, onOpenChange, courseTitle, children }: PlayerDrawerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-0 left-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-l-0 sm:max-w-sm">
        <DialogHeader className="text-left">
          <DialogTitle>Aulas do curso</DialogTitle>
          <DialogDescription>{courseTitle}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

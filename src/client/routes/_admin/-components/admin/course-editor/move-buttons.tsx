import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/client/components/ui/button";

interface MoveButtonsProps {
  index: number;
  count: number;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
}

/** Reordering by keyboard or touch: one step up or down (the name of the item is in the group's label). */
export function MoveButtons({ index, count, disabled, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Mover para cima"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Mover para baixo"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </>
  );
}

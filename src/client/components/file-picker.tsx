import { LoaderCircle, Upload } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Progress } from "@/client/components/ui/progress";

interface FilePickerButtonProps {
  /** The input's `accept`: which files the picker offers. */
  accept: string;
  /** The hidden input's id, for a <Label htmlFor> naming it. */
  inputId: string;
  uploading: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}

/** A button that opens the device's file picker (filtered to `accept`). */
export function FilePickerButton({
  accept,
  inputId,
  uploading,
  disabled = false,
  onFile,
  children,
}: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || uploading}
        onClick={() => inputRef.current?.click()}
      >
        {uploading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
        {children}
      </Button>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || uploading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so picking the same file again still counts as a change.
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** The bar and percentage shown while a file is on its way. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="grid gap-1">
      <Progress value={percent} aria-label="Progresso do envio" />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {label} {percent}%
      </p>
    </div>
  );
}

import { ImageIcon, ImageOff, LoaderCircle, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { Progress } from "@/client/components/ui/progress";
import { UNEXPECTED_UPLOAD_ERROR, UploadError, uploadFile } from "@/client/lib/upload";
import { acceptAttribute, type ImageUploadKind } from "@/shared/domain/uploads";

export interface ImageUploadFieldProps {
  kind: ImageUploadKind;
  /** The current image's URL, or null for none. */
  value: string | null;
  /** Receives the uploaded image's URL, or null when the image is removed. */
  onChange: (url: string | null) => void;
  disabled?: boolean;
  label?: string;
}

/** Spec §8: a broken rule reads 'Erro no upload'; a failed transfer 'Erro ao enviar imagem'. */
function toastUploadFailure(error: unknown): void {
  if (error instanceof UploadError && error.reason === "rejected") {
    toast.error("Erro no upload", { description: error.message });
  } else if (error instanceof UploadError) {
    toast.error("Erro ao enviar imagem", { description: error.message });
  } else {
    toast.error("Erro no upload", { description: UNEXPECTED_UPLOAD_ERROR });
  }
}

/**
 * An image picked from the device, uploaded at once (with a progress bar) and previewed. The
 * form that holds it stores only the URL it hands to `onChange`.
 */
export function ImageUploadField({ kind, value, onChange, disabled = false, label = "Imagem" }: ImageUploadFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const uploading = percent !== null;

  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    try {
      const uploaded = await uploadFile(kind, file, {
        signal: controller.signal,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      onChange(uploaded.url);
    } catch (error) {
      if (!controller.signal.aborted) toastUploadFailure(error);
    } finally {
      running.current = null;
      setPercent(null);
    }
  }

  const showPreview = value !== null && brokenUrl !== value;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="overflow-hidden rounded-md border bg-muted/40">
        {showPreview ? (
          <img
            src={value}
            alt={`Pré-visualização: ${label}`}
            className="aspect-video w-full object-cover"
            onError={() => setBrokenUrl(value)}
          />
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            {value ? <ImageOff className="size-8" aria-hidden /> : <ImageIcon className="size-8" aria-hidden />}
            {value ? "Não foi possível carregar a imagem" : "Nenhuma imagem selecionada"}
          </div>
        )}
      </div>

      {uploading && (
        <div className="grid gap-1">
          <Progress value={percent} aria-label="Progresso do envio" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Enviando imagem… {percent}%
          </p>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || uploading}
          onClick={() => inputRef.current?.click()}
        >
          {uploading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {value ? "Trocar imagem" : "Selecionar imagem"}
        </Button>
        {value !== null && (
          <Button type="button" variant="ghost" size="sm" disabled={disabled || uploading} onClick={() => onChange(null)}>
            <X aria-hidden />
            Remover imagem
          </Button>
        )}
        <span className="text-xs text-muted-foreground">JPG, PNG, GIF ou WebP, até 5MB.</span>
      </div>

      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={acceptAttribute(kind)}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || uploading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so picking the same file again still counts as a change.
          event.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
    </div>
  );
}

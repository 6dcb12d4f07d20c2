import { ImageIcon, ImageOff, X } from "lucide-react";
import { useId, useState } from "react";
import { FilePickerButton, UploadProgress } from "@/client/components/file-picker";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { useUpload } from "@/client/lib/use-upload";
import { acceptAttribute, type ImageUploadKind } from "@/shared/domain/files/uploads";

export interface ImageUploadFieldProps {
  kind: ImageUploadKind;
  /** The current image's URL, or null for none. */
  value: string | null;
  /** Receives the uploaded image's URL, or null when the image is removed. */
  onChange: (url: string | null) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * An image picked from the device, uploaded at once (with a progress bar) and previewed. The
 * form that holds it stores only the URL it hands to `onChange`.
 */
export function ImageUploadField({ kind, value, onChange, disabled = false, label = "Imagem" }: ImageUploadFieldProps) {
  const inputId = useId();
  const { percent, uploading, upload } = useUpload(kind, "Erro ao enviar imagem");
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  async function pick(file: File) {
    const uploaded = await upload(file);
    if (uploaded) onChange(uploaded.url);
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

      {percent !== null && <UploadProgress percent={percent} label="Enviando imagem…" />}

      <div className="flex flex-wrap items-center gap-2">
        <FilePickerButton
          accept={acceptAttribute(kind)}
          inputId={inputId}
          uploading={uploading}
          disabled={disabled}
          onFile={(file) => void pick(file)}
        >
          {value ? "Trocar imagem" : "Selecionar imagem"}
        </FilePickerButton>
        {value !== null && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled || uploading}
            onClick={() => onChange(null)}
          >
            <X aria-hidden />
            Remover imagem
          </Button>
        )}
        <span className="text-xs text-muted-foreground">JPG, PNG, GIF ou WebP, até 5MB.</span>
      </div>
    </div>
  );
}

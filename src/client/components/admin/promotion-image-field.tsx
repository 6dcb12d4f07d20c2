import { ImageOff } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { isPromotionImageUrl } from "@/shared/schemas/promotions";

interface PromotionImageFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * The promotion's image: an https address with a live preview. Same props as the storage
 * module's ImageUploadField (kind 'promotion-image'), which replaces it once uploads land.
 */
export function PromotionImageField({ value, onChange, disabled, label = "Imagem (opcional)" }: PromotionImageFieldProps) {
  const id = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = value.trim();
  const previewable = url !== "" && isPromotionImageUrl(url);

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        placeholder="https://..."
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">Endereço https:// da imagem; sem imagem, o card mostra o ícone da categoria.</p>
      {previewable && (
        <div className="grid aspect-[16/9] w-full max-w-xs place-items-center overflow-hidden rounded-md border bg-muted">
          {failedUrl === url ? (
            <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
              <ImageOff className="size-4" aria-hidden />
              Não foi possível carregar a imagem.
            </p>
          ) : (
            <img src={url} alt="Pré-visualização da imagem" className="size-full object-cover" onError={() => setFailedUrl(url)} />
          )}
        </div>
      )}
    </div>
  );
}

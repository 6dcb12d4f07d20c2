import type { ComponentProps } from "react";
import { ImageUploadField } from "@/client/components/image-upload-field";
import { Input } from "@/client/components/ui/input";

type HeroBackgroundFieldProps = ComponentProps<typeof Input> & {
  value: string;
  /** Puts an uploaded image's URL (or blank, when removed) into the form's field. */
  onImageChange: (url: string) => void;
};

/**
 * The hero's background image: a URL typed in, or an image uploaded to our storage (which fills
 * the same field with its /files/ address). Blank keeps the default gradient (docs/product.md §5).
 */
export function HeroBackgroundField({ onImageChange, ...props }: HeroBackgroundFieldProps) {
  const current = props.value.trim();
  return (
    <div className="grid gap-3">
      <Input {...props} inputMode="url" placeholder="https://... ou envie uma imagem abaixo" />
      <ImageUploadField
        kind="homepage-background"
        label="Ou envie uma imagem"
        value={current === "" ? null : current}
        onChange={(url) => onImageChange(url ?? "")}
      />
    </div>
  );
}
